import { z } from 'zod';
import { dentroDoIntervaloDeDatas, instanteComDataDoCalendario, REGRA_INTERVALO_DE_DATAS } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';
import {
  cedulaCifradaSchema,
  decifracaoParcialSchema,
  guardiaoPublicoSchema,
  MAX_GUARDIOES,
  MAX_OPCOES_CIFRADAS,
  parteCifradaSchema,
} from './votacao-cripto/esquemas.js';

/**
 * Secret voting (issue 14, ADR 023; encrypted ballots, issue 36, ADR 058 and 059): elections and polls of the
 * section. The choice never reaches the server in clear: the browser encrypts it to the poll's joint key, held by
 * guardians; a quorum of them decrypts only the tally; the public record is verifiable by anyone.
 *
 * The HTTP contract (all under /wsapp):
 * Member (access 'user'):
 * - GET  /votacoes → votacoesMembroSchema; each item's `cripto` ({ chaveConjunta, hashEstendido, minimo, maximo }) is
 *   set once the ceremony is complete: what cifrarCedula needs (with `opcoes.length`).
 * - POST /votacoes/:id/voto, body votarBodySchema { cedula } → 201 votoRegistradoSchema { codigo (64 hex), mensagem };
 *   an invalid ballot → 422 CEDULA_INVALIDA with problemaDaCedula's message, nothing stored; again → 409 VOTO_REPETIDO.
 * - GET  /votacoes/:id/resultado → resultadoVotacaoSchema (after publication; else 409 RESULTADO_INDISPONIVEL).
 * - GET  /votacoes/:id/registro → registroVotacaoSchema, the RegistroJson, as an attachment
 *   `votacao-<id>-registro.json` (after publication).
 * - GET  /votacoes/:id/codigos/:codigo → buscaCodigoSchema { codigo, encontrado } (after publication).
 * Guardian (access 'user'; a poll where I am not a guardian is a 404):
 * - GET  /votacoes-guardiao → votacoesGuardiaoSchema; GET /votacoes-guardiao/:id → votacaoGuardiaoSchema.
 * - POST /votacoes-guardiao/:id/chave, body GuardiaoPublicoJson (my indice) → votacaoGuardiaoSchema.
 * - POST /votacoes-guardiao/:id/partes, body { partes: ParteCifradaJson[] } (de = me, one to each other) → idem.
 * - POST /votacoes-guardiao/:id/conferencia, body { confere: true } | { confere: false, de } → idem.
 * - POST /votacoes-guardiao/:id/decifracao, body { parciais: DecifracaoParcialJson[] } (one per option) → idem;
 *   a proof that fails → 422 PROVA_INVALIDA, nothing stored. At `quorum` valid ones the poll is `apurada`.
 * Staff (CLI_PermissaoVotacao):
 * - GET  /votacoes-admin → votacoesStaffSchema; GET /votacoes-admin/guardioes-elegiveis → guardioesElegiveisSchema.
 * - POST /votacoes-admin, PUT /votacoes-admin/:id (body votacaoBodySchema, with guardioes, quorum, minimo, maximo).
 * - POST /votacoes-admin/:id/cerimonia (start: freezes the draft), /cerimonia/reinicio (restart before opening),
 *   /abertura (only once the ceremony is complete), /encerramento, /publicacao → votacaoStaffSchema.
 * A step out of order is 409 TRANSICAO_INVALIDA; a repeated guardian step is 409 REGISTRO_REPETIDO.
 */

export const TIPOS_VOTACAO = ['eleicao', 'enquete'] as const;
export type TipoVotacao = (typeof TIPOS_VOTACAO)[number];
export const ROTULO_TIPO_VOTACAO: Record<TipoVotacao, string> = { eleicao: 'Eleição', enquete: 'Enquete' };

/**
 * Who may vote (ADR 023): lawyers regular and up to date at the opening, or the members of one commission whose
 * term covers the opening date (`comissaoId`).
 */
export const ELEGIBILIDADES_VOTACAO = ['regular_em_dia', 'comissao'] as const;
export type ElegibilidadeVotacao = (typeof ELEGIBILIDADES_VOTACAO)[number];
export const ROTULO_ELEGIBILIDADE: Record<ElegibilidadeVotacao, string> = {
  regular_em_dia: 'Advogados(as) com inscrição regular e em dia com a anuidade na abertura',
  comissao: 'Membros de uma comissão',
};

/** "da Comissão de Direitos Humanos", or "da comissão Jovem Advocacia" when the name does not say it. */
export function daComissao(nome: string): string {
  return /^comiss[aã]o\b/i.test(nome.trim()) ? `da ${nome.trim()}` : `da comissão ${nome.trim()}`;
}

/** The eligibility in a sentence, with the commission's name: what /voting and /voting-admin show. */
export function descreverElegibilidade(v: { elegibilidade: ElegibilidadeVotacao; comissao: { nome: string } | null }): string {
  if (v.elegibilidade === 'comissao') return v.comissao ? `Membros ${daComissao(v.comissao.nome)} com mandato vigente na abertura` : ROTULO_ELEGIBILIDADE.comissao;
  return ROTULO_ELEGIBILIDADE[v.elegibilidade];
}

/** Why a member outside a commission's frozen list cannot vote. */
export function motivoForaDaComissao(nome: string): string {
  return `Votação restrita aos membros ${daComissao(nome)} com mandato vigente na abertura.`;
}

/**
 * What the page shows (ADR 023, 059): `rascunho` (editable), `cerimonia` (staff started the guardians' key ceremony:
 * the draft is frozen; ends when every guardian confirmed the parts they received), `agendada` (ceremony complete and
 * list frozen by the opening, before the opening time), `aberta`, `encerrada` (closed by staff or past the closing
 * time: the guardians are decrypting the tally, "Em apuração"), `apurada` (a quorum of guardians decrypted: the counts
 * are known to staff, who publish them), `publicada` (counts and the public record out).
 * A draft whose ceremony is complete but not yet opened is still `cerimonia` with `cerimoniaConcluida` (staff item).
 */
export const SITUACOES_VOTACAO = ['rascunho', 'cerimonia', 'agendada', 'aberta', 'encerrada', 'apurada', 'publicada'] as const;
export type SituacaoVotacao = (typeof SITUACOES_VOTACAO)[number];
export const ROTULO_SITUACAO_VOTACAO: Record<SituacaoVotacao, string> = {
  rascunho: 'Rascunho',
  cerimonia: 'Cerimônia de chaves',
  agendada: 'Agendada',
  aberta: 'Aberta',
  encerrada: 'Em apuração',
  apurada: 'Apurada',
  publicada: 'Resultado publicado',
};

/**
 * The confirmation code (ADR 058): 64 lowercase hex digits, chained. Typing is forgiving: case, spaces and hyphens are
 * ignored. Shown in 16 groups of 4.
 */
export const FORMATO_CODIGO_CONFIRMACAO = /^[0-9a-f]{64}$/;

export function normalizarCodigoConfirmacao(texto: string): string | null {
  const limpo = texto.toLowerCase().replace(/[\s-]/g, '');
  return FORMATO_CODIGO_CONFIRMACAO.test(limpo) ? limpo : null;
}

export function formatarCodigoConfirmacao(codigo: string): string {
  return codigo.match(/.{1,4}/g)?.join(' ') ?? codigo;
}

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date and time: ISO with a zone, or as a datetime-local field sends it (YYYY-MM-DDTHH:mm), read in São Paulo
 * time (UTC−3, no daylight saving since 2019). Output: ISO in UTC.
 */
function comFuso(v: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}-03:00`;
}

export function dataHoraSaoPaulo(mensagem: string) {
  return z
    .string({ error: mensagem })
    .trim()
    .refine((v) => DATA_HORA.test(v) && instanteComDataDoCalendario(v) && !Number.isNaN(new Date(comFuso(v)).getTime()), { error: mensagem, abort: true })
    .refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS)
    .transform((v) => new Date(comFuso(v)).toISOString());
}

export const votacaoBodySchema = z
  .object({
    titulo: textoLivre({ error: 'Informe o título.' }).pipe(z.string().min(3, 'Informe o título (ao menos 3 caracteres).').max(160, 'No máximo 160 caracteres.')),
    descricao: textoLivre({ multilinha: true }).pipe(z.string().max(2000, 'No máximo 2.000 caracteres.')).optional().default(''),
    tipo: z.enum(TIPOS_VOTACAO, { error: 'Escolha se é eleição ou enquete.' }),
    elegibilidade: z.enum(ELEGIBILIDADES_VOTACAO, { error: 'Escolha quem pode votar.' }),
    /** The commission whose members vote: required with elegibilidade 'comissao', refused otherwise. */
    comissaoId: z.uuid({ error: 'Escolha uma comissão da lista.' }).nullish(),
    abreEm: dataHoraSaoPaulo('Informe a data e a hora de abertura.'),
    fechaEm: dataHoraSaoPaulo('Informe a data e a hora de encerramento.'),
    opcoes: z
      .array(textoLivre({ error: 'Informe o texto da opção.' }).pipe(z.string().min(1, 'Informe o texto da opção.').max(200, 'No máximo 200 caracteres.')), {
        error: 'Informe as opções.',
      })
      .min(2, 'Informe ao menos duas opções.')
      .max(30, 'No máximo 30 opções.'),
    /** How many options a ballot selects: minimo…maximo (default exactly one; minimo 0 allows a blank ballot). */
    minimo: z.number({ error: 'Informe o número mínimo de escolhas.' }).int('Informe um número inteiro.').min(0, 'O mínimo não pode ser negativo.').optional().default(1),
    maximo: z.number({ error: 'Informe o número máximo de escolhas.' }).int('Informe um número inteiro.').min(1, 'O máximo deve ser ao menos um.').optional().default(1),
    /** The guardians: ids of users (GET /votacoes-admin/guardioes-elegiveis), at least 3, distinct, in order (índice 1, 2, …). */
    guardioes: z
      .array(z.uuid({ error: 'Escolha os guardiões da lista.' }), { error: 'Escolha os guardiões.' })
      .min(3, 'A votação precisa de ao menos três guardiões.')
      .max(MAX_GUARDIOES, `No máximo ${MAX_GUARDIOES} guardiões.`),
    /** How many guardians decrypt the tally: 2 ≤ quorum ≤ guardians. */
    quorum: z.number({ error: 'Informe o quórum de guardiões.' }).int('Informe um número inteiro.'),
  })
  .superRefine((v, ctx) => {
    if (v.elegibilidade === 'comissao' && !v.comissaoId) ctx.addIssue({ code: 'custom', path: ['comissaoId'], message: 'Escolha a comissão cujos membros votam.' });
    if (v.elegibilidade !== 'comissao' && v.comissaoId) {
      ctx.addIssue({ code: 'custom', path: ['comissaoId'], message: 'A comissão só se informa quando a votação é restrita aos membros de uma comissão.' });
    }
    if (v.fechaEm <= v.abreEm) ctx.addIssue({ code: 'custom', path: ['fechaEm'], message: 'O encerramento deve ser depois da abertura.' });
    if (v.maximo > v.opcoes.length) ctx.addIssue({ code: 'custom', path: ['maximo'], message: 'O número máximo de escolhas passa do número de opções.' });
    if (v.minimo > v.maximo) ctx.addIssue({ code: 'custom', path: ['minimo'], message: 'O mínimo de escolhas passa do máximo.' });
    if (new Set(v.guardioes).size !== v.guardioes.length) ctx.addIssue({ code: 'custom', path: ['guardioes'], message: 'Guardião repetido.' });
    if (v.quorum < 2 || v.quorum > v.guardioes.length) {
      ctx.addIssue({ code: 'custom', path: ['quorum'], message: 'O quórum deve ser de ao menos dois e no máximo o número de guardiões.' });
    }
    const vistos = new Set<string>();
    v.opcoes.forEach((o, i) => {
      const chave = o.toLocaleLowerCase('pt-BR');
      if (vistos.has(chave)) ctx.addIssue({ code: 'custom', path: ['opcoes', i], message: 'Opção repetida.' });
      vistos.add(chave);
    });
  });
export type VotacaoBody = z.input<typeof votacaoBodySchema>;

/** The vote: the ballot encrypted in the browser (cifrarCedula), never the choice. */
export const votarBodySchema = z.object({ cedula: cedulaCifradaSchema });
export type VotarBody = z.infer<typeof votarBodySchema>;

/** 201 of the vote: the confirmation code (shown only in this answer; findable in the record after publication). */
export const votoRegistradoSchema = z.object({ codigo: z.string(), mensagem: z.string() });
export type VotoRegistrado = z.infer<typeof votoRegistradoSchema>;

const opcaoSchema = z.object({ id: z.string(), texto: z.string() });
export const resultadoVotacaoSchema = z.object({
  opcoes: z.array(z.object({ id: z.string(), texto: z.string(), votos: z.number().int() })),
  totalCedulas: z.number().int(),
});
export type ResultadoVotacao = z.infer<typeof resultadoVotacaoSchema>;

export const comparecimentoSchema = z.object({ votantes: z.number().int(), eleitores: z.number().int() });

/** What the browser needs to encrypt a ballot; null until the key ceremony is complete. */
export const criptoVotacaoSchema = z.object({ chaveConjunta: z.string(), hashEstendido: z.string(), minimo: z.number().int(), maximo: z.number().int() });
export type CriptoVotacao = z.infer<typeof criptoVotacaoSchema>;

const votacaoBaseSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_VOTACAO),
  elegibilidade: z.enum(ELEGIBILIDADES_VOTACAO),
  /** The commission whose members vote (elegibilidade 'comissao'), with its name; null otherwise. */
  comissao: z.object({ id: z.string(), nome: z.string() }).nullable(),
  abreEm: z.string(),
  fechaEm: z.string(),
  situacao: z.enum(SITUACOES_VOTACAO),
  /** In the order of the ballot's selections (the ciphertext i is option i). */
  opcoes: z.array(opcaoSchema),
  minimo: z.number().int(),
  maximo: z.number().int(),
  /** Voters who voted / voters in the frozen list (null before the list is frozen). */
  comparecimento: comparecimentoSchema.nullable(),
  /** Members: only after publication. Staff: once the guardians decrypted (apurada). */
  resultado: resultadoVotacaoSchema.nullable(),
  cripto: criptoVotacaoSchema.nullable(),
});

export const votacaoMembroSchema = votacaoBaseSchema.extend({
  podeVotar: z.boolean(),
  /** Why not, in a sentence (null when the member may vote). */
  motivo: z.string().nullable(),
  jaVotou: z.boolean(),
});
export type VotacaoMembro = z.infer<typeof votacaoMembroSchema>;
export const votacoesMembroSchema = z.object({ itens: z.array(votacaoMembroSchema) });

/**
 * A guardian's step (ADR 059). Ceremony: `publicar-chave` (publish my commitments and proof), `enviar-partes` (all
 * keys are out: send one encrypted part to each other guardian), `conferir-partes` (all parts are out: check the ones
 * sent to me and confirm or complain), `aguardar` (my step is done, others' is not), `concluida` (ceremony complete),
 * `interrompida` (someone complained: staff must restart the ceremony). Tally, after the close: `decifrar` (load my
 * file, publish my partial decryptions), `decifrada` (mine are published), `dispensada` (the quorum decrypted without me).
 */
export const ETAPAS_GUARDIAO = ['publicar-chave', 'enviar-partes', 'conferir-partes', 'aguardar', 'concluida', 'interrompida', 'decifrar', 'decifrada', 'dispensada'] as const;
export type EtapaGuardiao = (typeof ETAPAS_GUARDIAO)[number];
export const ROTULO_ETAPA_GUARDIAO: Record<EtapaGuardiao, string> = {
  'publicar-chave': 'Gerar e publicar a chave',
  'enviar-partes': 'Enviar as partes aos outros guardiões',
  'conferir-partes': 'Conferir as partes recebidas',
  aguardar: 'Aguardando os outros guardiões',
  concluida: 'Cerimônia concluída',
  interrompida: 'Cerimônia interrompida',
  decifrar: 'Decifrar a apuração',
  decifrada: 'Decifração publicada',
  dispensada: 'Apuração concluída sem esta decifração',
};

/** A complaint that stopped the ceremony: guardian `por` found the part from guardian `contra` wrong. */
export const reclamacaoSchema = z.object({
  por: z.object({ indice: z.number().int(), nome: z.string() }),
  contra: z.object({ indice: z.number().int(), nome: z.string() }),
});

export const manifestoSchema = z.object({
  votacaoId: z.string(),
  titulo: z.string(),
  opcoes: z.array(z.string()).readonly(),
  minimo: z.number().int(),
  maximo: z.number().int(),
  guardioes: z.number().int(),
  quorum: z.number().int(),
});

const cifraSchema = z.object({ alfa: z.string(), beta: z.string() });

/** One poll as its guardian sees it (GET /votacoes-guardiao[/:id] and the answer of every guardian POST). */
export const votacaoGuardiaoSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  situacao: z.enum(SITUACOES_VOTACAO),
  abreEm: z.string(),
  fechaEm: z.string(),
  /** My index in the ceremony (1…n). */
  indice: z.number().int(),
  etapa: z.enum(ETAPAS_GUARDIAO),
  quorum: z.number().int(),
  /** The library's Manifesto (what hashBase hashes). */
  manifesto: manifestoSchema,
  hashBase: z.string(),
  guardioes: z.array(z.object({ indice: z.number().int(), nome: z.string(), publico: guardiaoPublicoSchema.nullable(), etapa: z.enum(ETAPAS_GUARDIAO) })),
  /** The parts sent to me, once every guardian sent theirs (empty before). */
  partesParaMim: z.array(parteCifradaSchema),
  reclamacao: reclamacaoSchema.nullable(),
  /** Set once the ceremony is complete. */
  chaveConjunta: z.string().nullable(),
  hashEstendido: z.string().nullable(),
  /** After the close: the encrypted tally, one ciphertext per option in option order (what I decrypt). */
  apuracao: z.array(cifraSchema).nullable(),
  /** After the close: how many guardians published valid partial decryptions. */
  decifracoes: z.number().int(),
});
export type VotacaoGuardiao = z.infer<typeof votacaoGuardiaoSchema>;
export const votacoesGuardiaoSchema = z.object({ itens: z.array(votacaoGuardiaoSchema) });

/** POST /votacoes-guardiao/:id/chave: GuardiaoPublicoJson (guardiaoPublicoSchema). */
export const publicarChaveBodySchema = guardiaoPublicoSchema;
/** POST /votacoes-guardiao/:id/partes: one part from me to each other guardian. */
export const enviarPartesBodySchema = z.object({ partes: z.array(parteCifradaSchema).min(1).max(MAX_GUARDIOES) });
/** POST /votacoes-guardiao/:id/conferencia: all parts sent to me check (parteConfere), or the one from `de` does not. */
export const conferenciaBodySchema = z.discriminatedUnion('confere', [
  z.object({ confere: z.literal(true) }),
  z.object({ confere: z.literal(false), de: z.number().int().min(1).max(MAX_GUARDIOES) }),
]);
export type ConferenciaBody = z.infer<typeof conferenciaBodySchema>;
/** POST /votacoes-guardiao/:id/decifracao: one partial decryption per option, in option order. */
export const decifracaoBodySchema = z.object({ parciais: z.array(decifracaoParcialSchema).min(2).max(MAX_OPCOES_CIFRADAS) });

/** A staff member or collaborator who may be a guardian (GET /votacoes-admin/guardioes-elegiveis). */
export const guardioesElegiveisSchema = z.object({ itens: z.array(z.object({ id: z.string(), nome: z.string() })) });

export const votacaoStaffSchema = votacaoBaseSchema.extend({
  editavel: z.boolean(),
  quorum: z.number().int(),
  /** In ceremony order (índice 1…n), each with their step. */
  guardioes: z.array(z.object({ usuarioId: z.string(), indice: z.number().int(), nome: z.string(), etapa: z.enum(ETAPAS_GUARDIAO) })),
  cerimoniaConcluida: z.boolean(),
  reclamacao: reclamacaoSchema.nullable(),
  /** After the close: valid partial decryptions published so far (the tally is done at `quorum`). */
  decifracoes: z.number().int(),
  podeIniciarCerimonia: z.boolean(),
  podeReiniciarCerimonia: z.boolean(),
  podeAbrir: z.boolean(),
  podeEncerrar: z.boolean(),
  podePublicar: z.boolean(),
  abertaEm: z.string().nullable(),
  encerradaEm: z.string().nullable(),
  publicadaEm: z.string().nullable(),
});
export type VotacaoStaff = z.infer<typeof votacaoStaffSchema>;
export const votacoesStaffSchema = z.object({ itens: z.array(votacaoStaffSchema) });

/** GET /votacoes/:id/codigos/:codigo: whether a confirmation code is in the published record. */
export const buscaCodigoSchema = z.object({ codigo: z.string(), encontrado: z.boolean() });
export type BuscaCodigo = z.infer<typeof buscaCodigoSchema>;

const provaIntervaloSaida = z.array(z.object({ c: z.string(), v: z.string() }));
/** GET /votacoes/:id/registro: the library's RegistroJson (docs/votacao-registro.md). */
export const registroVotacaoSchema = z.object({
  formato: z.literal('portal-votacao-registro/1'),
  manifesto: manifestoSchema,
  hashManifesto: z.string(),
  hashBase: z.string(),
  chaveConjunta: z.string(),
  hashEstendido: z.string(),
  guardioes: z.array(
    z.object({ indice: z.number().int(), nome: z.string().optional(), compromissos: z.array(z.string()), prova: z.object({ c: z.string(), v: z.array(z.string()) }) }),
  ),
  codigoInicial: z.string(),
  cedulas: z.array(z.object({ selecoes: z.array(z.object({ alfa: z.string(), beta: z.string(), prova: provaIntervaloSaida })), provaTotal: provaIntervaloSaida, codigo: z.string() })),
  apuracao: z.array(
    z.object({
      alfa: z.string(),
      beta: z.string(),
      opcao: z.string(),
      decifracoes: z.array(z.object({ guardiao: z.number().int(), m: z.string(), prova: z.object({ c: z.string(), v: z.string() }) })),
      contagem: z.number().int(),
    }),
  ),
});

const FORMATO_DATA_HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "26/11/2026 14:30" in São Paulo time. */
export function formatarDataHoraVotacao(iso: string | Date): string {
  return FORMATO_DATA_HORA.format(typeof iso === 'string' ? new Date(iso) : iso).replace(',', '');
}
