/**
 * The import facility's background side (ADR 041): the registry of the kinds (each routes plugin adds its own),
 * the one queue every confirmed import runs on, and the hourly removal of files no import needs any longer.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DefinicaoImportacao } from './definicao.js';
import { TIPO_VALIDO } from './definicao.js';
import { executarImportacao, FILA_IMPORTACOES } from './executar-importacao.js';
import { expirarPrevias } from './expirar-previas.js';

export interface RegistroDeImportacoes {
  registrar(def: DefinicaoImportacao): void;
  obter(tipo: string): DefinicaoImportacao | undefined;
  readonly tipos: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    importacoes: RegistroDeImportacoes;
  }
}

/** A run that takes longer is taken as lost (the process died) and tried again, once. */
const EXPIRA_S = 30 * 60;

export default fp(
  async function importacoesJobs(app: FastifyInstance) {
    const definicoes = new Map<string, DefinicaoImportacao>();
    app.decorate('importacoes', {
      registrar(def: DefinicaoImportacao) {
        if (!TIPO_VALIDO.test(def.tipo)) throw new Error(`importações: tipo inválido ${def.tipo}`);
        if (definicoes.has(def.tipo)) throw new Error(`importações: ${def.tipo} registrado duas vezes`);
        definicoes.set(def.tipo, def);
      },
      obter: (tipo: string) => definicoes.get(tipo),
      get tipos() {
        return [...definicoes.keys()];
      },
    });

    app.jobs.registrarFila<{ importacaoId: string }>({
      nome: FILA_IMPORTACOES,
      novasTentativas: 1,
      expiraS: EXPIRA_S,
      executar: (dados, log, execucao) => executarImportacao(app, (tipo) => definicoes.get(tipo), dados.importacaoId, log, execucao.ultimaTentativa),
    });
    app.jobs.registrar({
      nome: 'importacoes.expirar-previas',
      agenda: { aCadaMinutos: 60 },
      async executar(log) {
        await expirarPrevias(app, log);
      },
    });
  },
  { name: 'importacoes-jobs', dependencies: ['jobs'] },
);
