/**
 * The registry import (issue 34; docs/inscritos.md): the CNA-style CSV, read as a stream, checked whole, and
 * written all or nothing in one transaction. Keyed by inscrição (número + UF) and CPF. The command line
 * (`npm run admin -- importar-inscritos`) and, later, the staff screen call this one engine.
 */
import type { Readable } from 'node:stream';
import { COLUNAS_INSCRITOS, linhaInscritoSchema, type ColunaInscritos, type ErroDaImportacao, type RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { ErroDeArquivoCsv, lerCsv } from '../../lib/csv-leitura.js';
import {
  atualizarPessoas,
  conferirConflitos,
  contar,
  criarTabelaDeTrabalho,
  gravarInscricoes,
  historicoDosCampos,
  indexarTabelaDeTrabalho,
  inserirNaTabelaDeTrabalho,
  inserirPessoasNovas,
  pessoasDiferentes,
  registrarHistorico,
  registrarPessoasAlteradas,
  SUFIXO_APLICADO,
  SUFIXO_MANTIDO,
  type LinhaPreparada,
  type Mudanca,
  type PessoaComparada,
} from './inscritos.repository.js';

export type { ErroDaImportacao, RelatorioImportacao };

export interface OpcoesImportacao {
  simular?: boolean;
  /** Called every few thousand lines with how many were read. */
  aoLer?: (linhas: number) => void;
}

const LOTE_LEITURA = 1000;
const LOTE_PESSOAS = 1000;
const AVISO_A_CADA = 5000;

/** The person's fields the registry maintains, unless the portal edited them after the last import. */
const CAMPOS_DISPUTADOS = ['nome', 'nomeSocial', 'email', 'celular'] as const;
type CampoDisputado = (typeof CAMPOS_DISPUTADOS)[number];

class Desfazer extends Error {}

const marcar = (v: string | null, sufixo: string) => (v === null ? sufixo : `${v} ${sufixo}`);
function desmarcar(v: string | null): string | null {
  if (v === null) return null;
  for (const sufixo of [SUFIXO_MANTIDO, SUFIXO_APLICADO]) {
    if (v === sufixo) return null;
    if (v.endsWith(` ${sufixo}`)) return v.slice(0, -sufixo.length - 1);
  }
  return v;
}

/** Reads, checks and (unless simulating or the file has errors) writes the registry file. */
export async function importarInscritos(db: Db, entrada: Readable | AsyncIterable<Buffer | string>, opcoes: OpcoesImportacao = {}): Promise<RelatorioImportacao> {
  const simular = opcoes.simular ?? false;
  const relatorio: RelatorioImportacao = {
    simulacao: simular,
    gravado: false,
    linhasLidas: 0,
    novos: 0,
    alterados: 0,
    inalterados: 0,
    comErro: 0,
    erros: [],
  };
  try {
    await db.transaction(async (tx) => {
      await criarTabelaDeTrabalho(tx);
      const erros: ErroDaImportacao[] = [];
      let lote: LinhaPreparada[] = [];
      try {
        for await (const r of lerCsv<ColunaInscritos>(entrada, COLUNAS_INSCRITOS)) {
          relatorio.linhasLidas++;
          if (opcoes.aoLer && relatorio.linhasLidas % AVISO_A_CADA === 0) opcoes.aoLer(relatorio.linhasLidas);
          if (r.quantidade !== COLUNAS_INSCRITOS.length) {
            erros.push({ linha: r.linha, motivo: `a linha tem ${r.quantidade} colunas; o cabeçalho tem ${COLUNAS_INSCRITOS.length}.` });
            continue;
          }
          const lida = linhaInscritoSchema.safeParse(r.campos);
          if (!lida.success) {
            const motivos = [...new Set(lida.error.issues.map((i) => i.message))];
            erros.push({ linha: r.linha, motivo: motivos.join(' ') });
            continue;
          }
          lote.push({ linha: r.linha, ...lida.data });
          if (lote.length >= LOTE_LEITURA) {
            await inserirNaTabelaDeTrabalho(tx, lote);
            lote = [];
          }
        }
      } catch (err) {
        if (!(err instanceof ErroDeArquivoCsv)) throw err;
        relatorio.erros = [{ linha: err.linha, motivo: err.message }];
        relatorio.comErro = 1;
        throw new Desfazer();
      }
      await inserirNaTabelaDeTrabalho(tx, lote);
      opcoes.aoLer?.(relatorio.linhasLidas);
      if (relatorio.linhasLidas === 0) {
        relatorio.erros = [{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }];
        throw new Desfazer();
      }
      await indexarTabelaDeTrabalho(tx);
      erros.push(...(await conferirConflitos(tx)));
      if (erros.length > 0) {
        erros.sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
        relatorio.erros = erros;
        relatorio.comErro = new Set(erros.map((e) => e.linha)).size;
        throw new Desfazer();
      }

      // The people who already exist: the registry's data, field by field, unless the portal edited it later.
      let depoisDoCpf = '';
      for (;;) {
        const { ultimoCpf, diferentes } = await pessoasDiferentes(tx, depoisDoCpf, LOTE_PESSOAS);
        if (ultimoCpf === null) break;
        depoisDoCpf = ultimoCpf;
        const { alteracoes, mudancas, cpfs } = await decidir(tx, diferentes);
        await registrarPessoasAlteradas(tx, cpfs);
        if (!simular) {
          await atualizarPessoas(tx, alteracoes);
          await registrarHistorico(tx, mudancas);
        }
      }
      Object.assign(relatorio, await contar(tx));
      if (simular) throw new Desfazer();
      await inserirPessoasNovas(tx);
      await gravarInscricoes(tx);
      relatorio.gravado = true;
    });
  } catch (err) {
    if (!(err instanceof Desfazer)) throw err;
  }
  return relatorio;
}

async function decidir(tx: Parameters<typeof historicoDosCampos>[0], pessoas: PessoaComparada[]) {
  const historico = await historicoDosCampos(
    tx,
    pessoas.map((p) => p.pessoaId),
    [...CAMPOS_DISPUTADOS],
  );
  const porChave = new Map(historico.map((h) => [`${h.pessoaId}|${h.campo}`, h]));
  const alteracoes: { pessoaId: string; campos: Record<string, string | null> }[] = [];
  const mudancas: Mudanca[] = [];
  const cpfs: string[] = [];
  for (const p of pessoas) {
    const campos: Record<string, string | null> = {};
    let houve = false;
    for (const campo of CAMPOS_DISPUTADOS) {
      const atual = p.atual[campo as CampoDisputado];
      const novo = p.registro[campo as CampoDisputado];
      if (atual === novo) continue;
      const h = porChave.get(`${p.pessoaId}|${campo}`);
      const portalVence = !!h?.editadoNoPortalEm && (!h.aplicadoPeloCadastroEm || h.editadoNoPortalEm > h.aplicadoPeloCadastroEm);
      if (!portalVence) {
        campos[campo] = novo;
        mudancas.push({ pessoaId: p.pessoaId, campo, valorAnterior: atual, valorNovo: marcar(novo, SUFIXO_APLICADO) });
        houve = true;
      } else if ((h.temRegistroDoCadastro ? desmarcar(h.ultimoValorDoCadastro) : h.antesDoPortal) !== novo) {
        // The portal's edit stays; a registry value that changed since is recorded beside it, once.
        mudancas.push({ pessoaId: p.pessoaId, campo, valorAnterior: atual, valorNovo: marcar(novo, SUFIXO_MANTIDO) });
        houve = true;
      }
    }
    if (p.atual.nascimento !== p.registro.nascimento) {
      campos.nascimento = p.registro.nascimento;
      mudancas.push({ pessoaId: p.pessoaId, campo: 'nascimento', valorAnterior: p.atual.nascimento, valorNovo: marcar(p.registro.nascimento, SUFIXO_APLICADO) });
      houve = true;
    }
    if (Object.keys(campos).length > 0) alteracoes.push({ pessoaId: p.pessoaId, campos });
    if (houve) cpfs.push(p.cpf);
  }
  return { alteracoes, mudancas, cpfs };
}
