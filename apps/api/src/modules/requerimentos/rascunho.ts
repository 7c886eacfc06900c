/** Drafts: validating a type's form data, creating a draft (only valid and eligible) and saving it again while it is a draft. */
import { schemaDoTipo, tipoPorCodigo, type TipoRequerimento, hojeSaoPaulo } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { andamentos, requerimentos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transacao.js';
import { type Ator, type Escopo } from './contexto.js';
import { exigirElegibilidade, paiIdDosDados } from './elegibilidade.js';
import { carregarRequerimento, type LinhaRequerimento } from './requerimentos.repository.js';
import type { Contexto } from '../../lib/contexto.js';

/** Open drafts a person may keep at once (each is a row and a folder of files). */
export const MAX_RASCUNHOS_POR_PESSOA = 50;

export const tipoDesconhecido = () => new AppError('TIPO_DESCONHECIDO', 'Tipo de requerimento desconhecido.', { campos: { codigo: 'Tipo de requerimento desconhecido.' } });

/** The catalog entry of a code, or 422 TIPO_DESCONHECIDO. */
export function tipoOuErro(codigo: string): TipoRequerimento {
  const tipo = tipoPorCodigo(codigo);
  if (!tipo) throw tipoDesconhecido();
  return tipo;
}

export const naoEditavel = () =>
  new AppError('NAO_EDITAVEL', 'Este requerimento já foi enviado e não pode mais ser alterado. Só rascunhos podem ser alterados.');

/**
 * The type's form data, validated and normalised with the same schema the web form uses (schemaDoTipo),
 * or 400 VALIDACAO with one message per field (keys are paths inside `dados`: 'dataEvento',
 * 'dadosBancarios.chavePix', 'herdeiros.0.cpf').
 */
export function validarDados(tipo: TipoRequerimento, dados: unknown): Record<string, unknown> {
  const r = schemaDoTipo(tipo).safeParse(dados);
  if (r.success) return r.data;
  const campos: Record<string, string> = {};
  for (const issue of r.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) campos[[...issue.path, k].join('.')] ??= 'Campo não permitido.';
      continue;
    }
    const chave = issue.path.map(String).join('.') || 'dados';
    campos[chave] ??= issue.message;
  }
  const rotulo = (chave: string) => {
    const raiz = chave.split('.')[0];
    return tipo.campos.find((c) => c.nome === raiz)?.rotulo ?? raiz ?? chave;
  };
  const chaves = Object.keys(campos);
  const mensagem =
    chaves.length === 1
      ? `Confira o campo "${rotulo(chaves[0] as string)}": ${campos[chaves[0] as string]}`
      : `Confira os campos: ${[...new Set(chaves.map(rotulo))].map((r) => `"${r}"`).join(', ')}.`;
  throw new AppError('VALIDACAO', mensagem, { campos });
}

/**
 * Whether a request of `tipo` filed against `paiId` is sensitive: its type is (267, 305), or its parent is
 * (a 273 or 269 filed against one reveals it just the same).
 */
export async function sensivelDe(ex: Executor, tipo: TipoRequerimento, paiId: string | null): Promise<boolean> {
  if (tipo.sensivel) return true;
  if (!paiId) return false;
  const [pai] = await ex.select({ sensivel: requerimentos.sensivel }).from(requerimentos).where(eq(requerimentos.id, paiId)).limit(1);
  return pai?.sensivel === true;
}

export interface NovoRascunho {
  /** The member the request belongs to (for internal filing: the member found by staff). */
  pessoaId: string;
  codigo: string;
  dados: unknown;
  /** The member themself, or the staff user filing on their behalf (registrado_por). */
  ator: Ator;
}

async function rascunhosAbertos(ex: Executor, pessoaId: string): Promise<number> {
  const [r] = await ex
    .select({ n: count() })
    .from(requerimentos)
    .where(and(eq(requerimentos.pessoaId, pessoaId), eq(requerimentos.status, 'rascunho')));
  return r?.n ?? 0;
}

/**
 * Creates a draft (status rascunho) only with valid `dados` and only when the person is eligible (422
 * INELEGIVEL otherwise, with the reason). 301 is refused here: it goes through the anonymous channel.
 * Staff may file only types with internoPermitido.
 */
export async function criarRascunho(ctx: Pick<Contexto, 'db'>, n: NovoRascunho): Promise<LinhaRequerimento> {
  const tipo = tipoOuErro(n.codigo);
  if (tipo.anonimo) {
    throw new AppError('USAR_CANAL_ANONIMO',
      'A denúncia anônima é feita pelo canal anônimo da Ouvidoria, sem identificação. Use a página da denúncia anônima; para se identificar, escolha "Denúncia".',
    );
  }
  if (n.ator.tipo === 'staff' && !tipo.internoPermitido) {
    throw new AppError('INTERNO_NAO_PERMITIDO', 'Este tipo de requerimento não pode ser registrado pela equipe em nome do membro.');
  }
  const dados = validarDados(tipo, n.dados);
  const hoje = hojeSaoPaulo();

  return ctx.db.transaction(async (tx) => {
    if ((await rascunhosAbertos(tx, n.pessoaId)) >= MAX_RASCUNHOS_POR_PESSOA) {
      throw new AppError('LIMITE_RASCUNHOS',
        `Há ${MAX_RASCUNHOS_POR_PESSOA} rascunhos abertos. Envie ou cancele algum deles antes de começar outro.`,
      );
    }
    await exigirElegibilidade(tx, n.pessoaId, tipo, hoje, dados);
    const paiId = paiIdDosDados(tipo, dados);
    const [linha] = await tx
      .insert(requerimentos)
      .values({
        codigo: tipo.codigo,
        area: tipo.area,
        pessoaId: n.pessoaId,
        registradoPor: n.ator.tipo === 'staff' ? n.ator.usuarioId : null,
        status: 'rascunho',
        dados,
        paiId,
        sensivel: await sensivelDe(tx, tipo, paiId),
      })
      .returning();
    if (!linha) throw new Error('Rascunho não gravado.');
    await tx.insert(andamentos).values({
      requerimentoId: linha.id,
      acao: 'criar',
      de: null,
      para: 'rascunho',
      autorTipo: n.ator.tipo,
      autorUsuarioId: n.ator.usuarioId,
    });
    return linha;
  });
}

export interface AtualizacaoRascunho {
  requerimentoId: string;
  escopo: Escopo;
  dados: unknown;
}

/**
 * Saves the form of a draft again (409 NAO_EDITAVEL once sent; 404 outside `escopo`). Checks the data and
 * what depends on it (deadline, parent); the person's standing is checked again when sending.
 */
export async function atualizarRascunho(ctx: Pick<Contexto, 'db'>, a: AtualizacaoRascunho): Promise<LinhaRequerimento> {
  return ctx.db.transaction(async (tx) => {
    const atual = await carregarRequerimento(tx, a.requerimentoId, a.escopo, { bloquear: true });
    if (atual.status !== 'rascunho') throw naoEditavel();
    const tipo = tipoOuErro(atual.codigo);
    const dados = validarDados(tipo, a.dados);
    if (atual.pessoaId) {
      await exigirElegibilidade(tx, atual.pessoaId, tipo, hojeSaoPaulo(), dados, { ignorarId: atual.id, somenteDados: true });
    }
    const paiId = paiIdDosDados(tipo, dados);
    // Once sensitive, always: what was written against a sensitive parent stays behind the permission.
    const sensivel = atual.sensivel || (await sensivelDe(tx, tipo, paiId));
    const [linha] = await tx
      .update(requerimentos)
      .set({ dados, paiId, sensivel, atualizadoEm: new Date() })
      .where(eq(requerimentos.id, atual.id))
      .returning();
    if (!linha) throw new Error('Rascunho não gravado.');
    return linha;
  });
}
