import type { z } from 'zod';
import { somenteDigitos } from '../cpf.js';
import { UFS, type Uf } from '../inscricao.js';
import { formatarCentavos } from '../formatos.js';
import type { Campo, CampoSimples, OpcaoSelecao } from './campos.js';
import type { AreaRequerimento, DocumentoExigido, TipoRequerimento } from './tipos.js';

/**
 * The catalog of request types (DOMAIN.md). Builds no zod schema (the pages drawn without zod read it, ADR 067):
 * a type's schema is schemaDoTipo (esquema-do-tipo.ts). Screens and the API are generic over it: adding a type is adding
 * one entry here. Rules that are interpretations say so in `descricao` or a comment.
 */

const PDF_IMG = ['pdf', 'jpeg', 'png'] as const;

const dadosBancarios: Campo = {
  nome: 'dadosBancarios',
  rotulo: 'Dados para pagamento do benefício',
  tipo: 'dadosBancarios',
  obrigatorio: true,
  ajuda: 'Chave PIX ou conta bancária em seu nome.',
};

const doc = (chave: string, rotulo: string, obrigatorio = true, extra: Partial<DocumentoExigido> = {}): DocumentoExigido => ({
  chave,
  rotulo,
  obrigatorio,
  formatos: PDF_IMG,
  multiplos: false,
  ...extra,
});

/* ---------- shared fields ---------- */

/**
 * Ceiling of the family income for 305 (proteção à mulher advogada): R$ 7.590,00, five minimum wages of 2025
 * (R$ 1.518,00). An interpretation of DOMAIN's "configured ceiling": a settings value, changed here only.
 */
export const TETO_RENDA_PROTECAO_MULHER_CENTAVOS = 759_000;

/** Upper bound of money fields that have no rule of their own (a sanity limit of the form, not a benefit rule). */
const VALOR_MAXIMO_FORMULARIO = 1_000_000_00;

const rendaFamiliar: Campo = {
  nome: 'rendaFamiliar',
  rotulo: 'Renda familiar mensal',
  tipo: 'moeda',
  obrigatorio: true,
  min: 0,
  max: VALOR_MAXIMO_FORMULARIO,
  ajuda: 'Soma da renda mensal bruta de todas as pessoas que moram com você. Informe 0 se não houver renda.',
};

const PARENTESCOS: readonly OpcaoSelecao[] = [
  { valor: 'conjuge', rotulo: 'Cônjuge ou companheiro(a)' },
  { valor: 'filho', rotulo: 'Filho(a) ou enteado(a)' },
  { valor: 'pai_mae', rotulo: 'Pai ou mãe' },
  { valor: 'irmao', rotulo: 'Irmão ou irmã' },
  { valor: 'neto', rotulo: 'Neto(a)' },
  { valor: 'outro', rotulo: 'Outro' },
];

/** A dependant (DOMAIN "Dependente": nome, cpf, parentesco, nascimento). */
const itensDependente: readonly CampoSimples[] = [
  { nome: 'nome', rotulo: 'Nome completo', tipo: 'texto', max: 150, obrigatorio: true },
  { nome: 'cpf', rotulo: 'CPF', tipo: 'cpf', obrigatorio: false, ajuda: 'Se o dependente tiver CPF.' },
  { nome: 'parentesco', rotulo: 'Parentesco', tipo: 'selecao', obrigatorio: true, opcoes: PARENTESCOS },
  { nome: 'nascimento', rotulo: 'Data de nascimento', tipo: 'data', obrigatorio: true, naoFutura: true },
];

const NOME_UF: Record<Uf, string> = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí',
  RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
  SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
};
const OPCOES_UF: readonly OpcaoSelecao[] = UFS.map((uf) => ({ valor: uf, rotulo: `${NOME_UF[uf]} (${uf})` }));

/** CASAG programmes of 312/313 (interpretation: DOMAIN names them only as "a CASAG programme"). */
const PROGRAMAS_CASAG: readonly OpcaoSelecao[] = [
  { valor: 'saude', rotulo: 'Reembolso de despesas de saúde' },
  { valor: 'capacitacao', rotulo: 'Incentivo à capacitação profissional' },
  { valor: 'atividade_fisica', rotulo: 'Incentivo à atividade física' },
];

const semElegibilidade = { exigeAdimplente: false, exigeAdvogado: false, prazo: null } as const;

/** Reads a list field of already-parsed `dados` defensively (refinements may see partial data). */
function itensDaLista(dados: Record<string, unknown>, nome: string): Record<string, unknown>[] {
  const v = dados[nome];
  return Array.isArray(v) ? v.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null) : [];
}

/** Flags repeated CPFs inside a list (same heir or dependant twice). */
function cpfsRepetidos(dados: Record<string, unknown>, lista: string, ctx: z.RefinementCtx): void {
  const vistos = new Set<string>();
  itensDaLista(dados, lista).forEach((item, i) => {
    const cpf = typeof item.cpf === 'string' ? somenteDigitos(item.cpf) : '';
    if (!cpf) return;
    if (vistos.has(cpf)) ctx.addIssue({ code: 'custom', path: [lista, i, 'cpf'], message: 'Este CPF já foi informado em outro item.' });
    vistos.add(cpf);
  });
}

/* ---------- CASAG benefits (no fee), in the spec's order: 264, 262, 265, 269, 267, 273, 305, 281, 312, 313 ---------- */

/**
 * 264. DOMAIN asks only for a proven, unforeseeable emergency; being up to date is not required (interpretation:
 * an emergency aid should not be barred by overdue fees). The lawyer files it for themself.
 */
const auxilioExtraordinario: TipoRequerimento = {
  codigo: '264',
  area: 'casag',
  titulo: 'Auxílio extraordinário',
  descricao: 'Ajuda para o advogado que passa por uma emergência imprevisível, com necessidade comprovada. Não há prazo, mas a emergência e a renda familiar precisam ser comprovadas.',
  campos: [
    {
      nome: 'descricaoEmergencia',
      rotulo: 'Descreva a emergência',
      tipo: 'texto',
      max: 5000,
      multilinha: true,
      obrigatorio: true,
      ajuda: 'O que aconteceu, quando, e por que você precisa do auxílio.',
    },
    { nome: 'valorSolicitado', rotulo: 'Valor solicitado', tipo: 'moeda', obrigatorio: true, min: 100, max: 50_000_00 },
    rendaFamiliar,
    dadosBancarios,
  ],
  documentos: [
    doc('comprovante_emergencia', 'Comprovantes da emergência', true, { multiplos: true, ajuda: 'Laudos, boletins, orçamentos, fotos: o que mostrar a situação.' }),
    doc('comprovante_renda', 'Comprovantes de renda familiar', true, { multiplos: true }),
  ],
  taxaCentavos: null,
  elegibilidade: { exigeAdimplente: false, exigeAdvogado: true, prazo: null },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
};

/**
 * 262. The register has no sex field: the member declares she is the mother (declaracaoMae), and staff check the
 * certidão.
 */
const auxilioMaternidade: TipoRequerimento = {
  codigo: '262',
  area: 'casag',
  titulo: 'Auxílio maternidade',
  descricao: 'Para a advogada mãe, em dia com a anuidade, pelo nascimento, adoção ou natimorto. Peça em até 12 meses do evento.',
  campos: [
    {
      nome: 'evento',
      rotulo: 'Evento',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'nascimento', rotulo: 'Nascimento' },
        { valor: 'adocao', rotulo: 'Adoção' },
        { valor: 'natimorto', rotulo: 'Natimorto' },
      ],
    },
    { nome: 'dataEvento', rotulo: 'Data do evento', tipo: 'data', obrigatorio: true, naoFutura: true },
    { nome: 'nomeCrianca', rotulo: 'Nome da criança', tipo: 'texto', max: 150, obrigatorio: false, ajuda: 'Dispensável em caso de natimorto.' },
    { nome: 'declaracaoMae', rotulo: 'Declaro que sou a mãe (biológica ou adotante) da criança.', tipo: 'declaracao', obrigatorio: true },
    dadosBancarios,
  ],
  documentos: [doc('certidao_evento', 'Certidão de nascimento, adoção ou natimorto')],
  taxaCentavos: null,
  elegibilidade: {
    exigeAdimplente: true,
    exigeAdvogado: true,
    prazo: { desde: 'campo:dataEvento', quantidade: 12, unidade: 'meses', rotuloEvento: 'do nascimento, adoção ou natimorto' },
  },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
  refinar: (d, ctx) => {
    if (d.evento !== 'natimorto' && !d.nomeCrianca) ctx.addIssue({ code: 'custom', path: ['nomeCrianca'], message: 'Informe o nome da criança.' });
  },
};

/**
 * 265. Filed by a dependant (who need not be a lawyer). "Adimplente at death" is about the deceased, so it cannot
 * be checked against the requester's títulos: staff check it (exigeAdimplente stays false).
 */
const auxilioFuneral: TipoRequerimento = {
  codigo: '265',
  area: 'casag',
  titulo: 'Auxílio funeral',
  descricao: 'Para os dependentes de advogado falecido que estava em dia com a anuidade. Peça em até 365 dias do falecimento.',
  campos: [
    { nome: 'falecidoNome', rotulo: 'Nome do advogado falecido', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'falecidoCpf', rotulo: 'CPF do advogado falecido', tipo: 'cpf', obrigatorio: true },
    { nome: 'falecidoInscricao', rotulo: 'Inscrição do advogado falecido', tipo: 'inscricao', obrigatorio: true, ajuda: 'Número da OAB, com a UF (ex.: 12345/GO).' },
    { nome: 'dataObito', rotulo: 'Data do falecimento', tipo: 'data', obrigatorio: true, naoFutura: true },
    { nome: 'parentescoRequerente', rotulo: 'Seu parentesco com o falecido', tipo: 'selecao', obrigatorio: true, opcoes: PARENTESCOS },
    {
      nome: 'herdeiros',
      rotulo: 'Herdeiros e quotas',
      tipo: 'lista',
      obrigatorio: true,
      min: 1,
      max: 20,
      rotuloItem: 'Herdeiro',
      ajuda: 'Quem recebe o auxílio e em que proporção. As quotas somam 100%.',
      // The member's dependants fill name, CPF and a kinship to check (theirs to the member, asked here to the deceased).
      dosDependentes: { parentesco: { conjuge: 'conjuge', filho: 'filho', enteado: 'filho', pai_mae: 'pai_mae', tutelado: 'outro' } },
      itens: [
        { nome: 'nome', rotulo: 'Nome completo', tipo: 'texto', max: 150, obrigatorio: true },
        { nome: 'cpf', rotulo: 'CPF', tipo: 'cpf', obrigatorio: true },
        { nome: 'parentesco', rotulo: 'Parentesco com o falecido', tipo: 'selecao', obrigatorio: true, opcoes: PARENTESCOS },
        { nome: 'quota', rotulo: 'Quota (%)', tipo: 'inteiro', min: 1, max: 100, obrigatorio: true },
      ],
    },
    dadosBancarios,
  ],
  documentos: [
    doc('certidao_obito', 'Certidão de óbito'),
    doc('nota_funeral', 'Nota fiscal das despesas do funeral'),
    doc('documento_requerente', 'Seu documento de identidade'),
    doc('comprovante_parentesco', 'Comprovante de parentesco', true, { ajuda: 'Certidão de casamento, de nascimento ou declaração de união estável.' }),
  ],
  taxaCentavos: null,
  elegibilidade: {
    exigeAdimplente: false,
    exigeAdvogado: false,
    prazo: { desde: 'campo:dataObito', quantidade: 365, unidade: 'dias', rotuloEvento: 'do falecimento' },
  },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
  refinar: (d, ctx) => {
    const herdeiros = itensDaLista(d, 'herdeiros');
    if (herdeiros.length > 0 && herdeiros.every((h) => typeof h.quota === 'number')) {
      const soma = herdeiros.reduce((s, h) => s + (h.quota as number), 0);
      if (soma !== 100) ctx.addIssue({ code: 'custom', path: ['herdeiros'], message: `As quotas dos herdeiros devem somar 100%. Hoje somam ${soma}%.` });
    }
    cpfsRepetidos(d, 'herdeiros', ctx);
  },
};

/** 269. Only against the member's own CASAG request that was denied, within 15 business days of the decision. */
const recursoIndeferimento: TipoRequerimento = {
  codigo: '269',
  area: 'casag',
  titulo: 'Recurso contra indeferimento',
  descricao: 'Recorra de um pedido seu à CASAG que foi indeferido. O prazo é de 15 dias úteis contados da decisão.',
  campos: [
    {
      nome: 'requerimento',
      rotulo: 'Requerimento indeferido',
      tipo: 'requerimentoRef',
      obrigatorio: true,
      ajuda: 'Aparecem aqui os seus pedidos à CASAG indeferidos ainda dentro do prazo de recurso.',
    },
    {
      nome: 'fundamentos',
      rotulo: 'Fundamentos do recurso',
      tipo: 'texto',
      max: 5000,
      multilinha: true,
      obrigatorio: true,
      ajuda: 'Explique por que a decisão deve ser revista.',
    },
  ],
  documentos: [doc('novos_documentos', 'Novos documentos', false, { multiplos: true })],
  taxaCentavos: null,
  elegibilidade: {
    exigeAdimplente: false,
    exigeAdvogado: false,
    prazo: { desde: 'decisaoPai', quantidade: 15, unidade: 'diasUteis', rotuloEvento: 'da decisão de indeferimento' },
  },
  pai: { campo: 'requerimento', statusExigido: 'indeferido', areas: ['casag'] },
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
};

/** 267. Sensitive. Filed by a dependant of the imprisoned lawyer. */
const auxilioReclusao: TipoRequerimento = {
  codigo: '267',
  area: 'casag',
  titulo: 'Auxílio reclusão',
  descricao: 'Para os dependentes de advogado preso. Peça em até 6 meses da prisão; o pedido é sigiloso.',
  campos: [
    { nome: 'advogadoNome', rotulo: 'Nome do advogado', tipo: 'texto', max: 150, obrigatorio: true },
    { nome: 'advogadoCpf', rotulo: 'CPF do advogado', tipo: 'cpf', obrigatorio: true },
    { nome: 'advogadoInscricao', rotulo: 'Inscrição do advogado', tipo: 'inscricao', obrigatorio: true, ajuda: 'Número da OAB, com a UF (ex.: 12345/GO).' },
    { nome: 'dataPrisao', rotulo: 'Data da prisão', tipo: 'data', obrigatorio: true, naoFutura: true },
    { nome: 'parentescoRequerente', rotulo: 'Seu parentesco com o advogado', tipo: 'selecao', obrigatorio: true, opcoes: PARENTESCOS },
    { nome: 'dependentes', rotulo: 'Dependentes', tipo: 'lista', obrigatorio: true, min: 1, max: 15, rotuloItem: 'Dependente', itens: itensDependente },
    rendaFamiliar,
    dadosBancarios,
  ],
  documentos: [
    doc('certidao_carceraria', 'Certidão carcerária'),
    doc('extratos_bancarios', 'Extratos bancários dos últimos 6 meses', true, { multiplos: true }),
    doc('comprovante_renda', 'Comprovantes de renda familiar', true, { multiplos: true }),
  ],
  taxaCentavos: null,
  elegibilidade: {
    exigeAdimplente: false,
    exigeAdvogado: false,
    prazo: { desde: 'campo:dataPrisao', quantidade: 6, unidade: 'meses', rotuloEvento: 'da prisão' },
  },
  pai: null,
  anonimo: false,
  sensivel: true,
  internoPermitido: true,
  refinar: (d, ctx) => cpfsRepetidos(d, 'dependentes', ctx),
};

/** 273. Answers a diligência of the member's own open request (CASAG or OAB), until the diligência's deadline. */
const juntadaDocumentos: TipoRequerimento = {
  codigo: '273',
  area: 'casag',
  titulo: 'Juntada de documentos à decisão interlocutória',
  descricao: 'Envie os documentos pedidos em uma diligência de um requerimento seu. O prazo é o fixado na diligência.',
  campos: [
    {
      nome: 'requerimento',
      rotulo: 'Requerimento em diligência',
      tipo: 'requerimentoRef',
      obrigatorio: true,
      ajuda: 'Aparecem aqui os seus pedidos com diligência aberta e dentro do prazo.',
    },
    { nome: 'observacao', rotulo: 'Observação', tipo: 'texto', max: 2000, multilinha: true, obrigatorio: false },
  ],
  documentos: [doc('documentos_diligencia', 'Documentos pedidos na diligência', true, { multiplos: true })],
  taxaCentavos: null,
  elegibilidade: {
    exigeAdimplente: false,
    exigeAdvogado: false,
    prazo: { desde: 'prazoPai', quantidade: 0, unidade: 'dias', rotuloEvento: 'até a data fixada na diligência' },
  },
  pai: { campo: 'requerimento', statusExigido: 'em_diligencia', areas: ['casag', 'oab'] },
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
};

/**
 * 305. Sensitive. The register has no sex field: the member declares she is a woman lawyer (declaracaoMulher).
 * The income ceiling is TETO_RENDA_PROTECAO_MULHER_CENTAVOS.
 */
const protecaoMulher: TipoRequerimento = {
  codigo: '305',
  area: 'casag',
  titulo: 'Proteção à mulher advogada',
  descricao: `Para a advogada em situação de violência, em dia com a anuidade e com renda familiar de até ${formatarCentavos(TETO_RENDA_PROTECAO_MULHER_CENTAVOS)} por mês. O pedido é sigiloso.`,
  campos: [
    {
      nome: 'resumo',
      rotulo: 'Resumo da situação',
      tipo: 'texto',
      max: 5000,
      multilinha: true,
      obrigatorio: true,
      ajuda: 'Conte o que for necessário para a análise. Só a equipe autorizada lê este pedido.',
    },
    rendaFamiliar,
    { nome: 'declaracaoMulher', rotulo: 'Declaro que sou mulher advogada e que as informações deste pedido são verdadeiras.', tipo: 'declaracao', obrigatorio: true },
    dadosBancarios,
  ],
  documentos: [
    doc('boletim_ocorrencia', 'Boletim de ocorrência'),
    doc('medida_protetiva', 'Decisão que concedeu medidas protetivas'),
  ],
  taxaCentavos: null,
  elegibilidade: { exigeAdimplente: true, exigeAdvogado: true, prazo: null },
  pai: null,
  anonimo: false,
  sensivel: true,
  internoPermitido: true,
  refinar: (d, ctx) => {
    if (typeof d.rendaFamiliar === 'number' && d.rendaFamiliar > TETO_RENDA_PROTECAO_MULHER_CENTAVOS) {
      ctx.addIssue({
        code: 'custom',
        path: ['rendaFamiliar'],
        message: `A renda familiar passa do limite deste auxílio (${formatarCentavos(TETO_RENDA_PROTECAO_MULHER_CENTAVOS)} por mês).`,
      });
    }
  },
};

/** 281. Interpretation (DOMAIN): joining a CASAG agreement; being up to date is required, as for the other CASAG services. */
const convenio: TipoRequerimento = {
  codigo: '281',
  area: 'casag',
  titulo: 'Convênio',
  descricao: 'Adesão a um convênio da CASAG (saúde, odontológico ou parceiro), com a inclusão de dependentes. É preciso estar em dia com a anuidade.',
  campos: [
    {
      nome: 'convenio',
      rotulo: 'Convênio',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'saude', rotulo: 'Plano de saúde' },
        { valor: 'odontologico', rotulo: 'Plano odontológico' },
        { valor: 'parceiro', rotulo: 'Convênio com parceiro (farmácias, academias, educação)' },
      ],
    },
    { nome: 'plano', rotulo: 'Plano ou parceiro escolhido', tipo: 'texto', max: 150, obrigatorio: false, ajuda: 'Se já souber o plano ou o parceiro.' },
    {
      nome: 'dependentes',
      rotulo: 'Dependentes a incluir',
      tipo: 'lista',
      obrigatorio: false,
      min: 0,
      max: 10,
      rotuloItem: 'Dependente',
      itens: itensDependente,
    },
    {
      nome: 'declaracaoCiencia',
      rotulo: 'Declaro estar ciente de que as mensalidades do convênio seguem a tabela vigente e serão cobradas de mim.',
      tipo: 'declaracao',
      obrigatorio: true,
    },
  ],
  documentos: [
    doc('documento_dependentes', 'Documento de identidade de cada dependente', false, {
      multiplos: true,
      ajuda: 'Obrigatório se você incluir dependentes: um arquivo por dependente.',
    }),
  ],
  taxaCentavos: null,
  elegibilidade: { exigeAdimplente: true, exigeAdvogado: true, prazo: null },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
  refinar: (d, ctx) => cpfsRepetidos(d, 'dependentes', ctx),
};

/** 312. Interpretation (DOMAIN): joining a CASAG programme without submitting invoices. */
const ingressoSemNotas: TipoRequerimento = {
  codigo: '312',
  area: 'casag',
  titulo: 'Ingresso sem notas',
  descricao: 'Ingresso em um programa da CASAG sem apresentar notas fiscais, com a sua justificativa. É preciso estar em dia com a anuidade.',
  campos: [
    { nome: 'programa', rotulo: 'Programa', tipo: 'selecao', obrigatorio: true, opcoes: PROGRAMAS_CASAG },
    { nome: 'justificativa', rotulo: 'Justificativa', tipo: 'texto', max: 2000, multilinha: true, obrigatorio: true },
  ],
  documentos: [doc('documentos_complementares', 'Documentos complementares', false, { multiplos: true })],
  taxaCentavos: null,
  elegibilidade: { exigeAdimplente: true, exigeAdvogado: true, prazo: null },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
};

/** 313. Interpretation (DOMAIN): submitting invoices (notas fiscais) for credit or reimbursement in a CASAG programme. */
const lancamentoNotas: TipoRequerimento = {
  codigo: '313',
  area: 'casag',
  titulo: 'Lançamento de notas',
  descricao: 'Lançamento de notas fiscais em um programa da CASAG, para crédito ou reembolso. Anexe cada nota em PDF ou XML.',
  campos: [
    { nome: 'programa', rotulo: 'Programa', tipo: 'selecao', obrigatorio: true, opcoes: PROGRAMAS_CASAG },
    {
      nome: 'notas',
      rotulo: 'Notas fiscais',
      tipo: 'lista',
      obrigatorio: true,
      min: 1,
      max: 30,
      rotuloItem: 'Nota fiscal',
      itens: [
        { nome: 'cnpjEmitente', rotulo: 'CNPJ do emitente', tipo: 'cnpj', obrigatorio: true },
        { nome: 'numero', rotulo: 'Número da nota', tipo: 'texto', max: 20, obrigatorio: true },
        { nome: 'data', rotulo: 'Data de emissão', tipo: 'data', obrigatorio: true, naoFutura: true },
        { nome: 'valor', rotulo: 'Valor', tipo: 'moeda', obrigatorio: true, max: VALOR_MAXIMO_FORMULARIO },
      ],
    },
    { ...dadosBancarios, rotulo: 'Dados para o reembolso' },
  ],
  documentos: [doc('notas_fiscais', 'Notas fiscais (um arquivo por nota)', true, { formatos: ['pdf', 'xml'], multiplos: true })],
  taxaCentavos: null,
  elegibilidade: { exigeAdimplente: true, exigeAdvogado: true, prazo: null },
  pai: null,
  anonimo: false,
  sensivel: false,
  internoPermitido: true,
  refinar: (d, ctx) => {
    const vistas = new Set<string>();
    itensDaLista(d, 'notas').forEach((n, i) => {
      if (typeof n.cnpjEmitente !== 'string' || typeof n.numero !== 'string' || !n.numero) return;
      const chave = `${somenteDigitos(n.cnpjEmitente)}|${n.numero.trim().toUpperCase()}`;
      if (vistas.has(chave)) ctx.addIssue({ code: 'custom', path: ['notas', i, 'numero'], message: 'Esta nota já foi lançada acima (mesmo CNPJ e número).' });
      vistas.add(chave);
    });
  },
};

/* ---------- Ouvidoria (no fee, no eligibility), in the spec's order: 298, 299, 300, 295, 301, 297 ---------- */

function ouvidoria(codigo: string, titulo: string, descricao: string, rotuloTexto: string, anonimo = false): TipoRequerimento {
  return {
    codigo,
    area: 'ouvidoria',
    titulo,
    descricao,
    campos: [
      { nome: 'assunto', rotulo: 'Assunto', tipo: 'texto', max: 150, obrigatorio: true },
      {
        nome: 'texto',
        rotulo: rotuloTexto,
        tipo: 'texto',
        max: 5000,
        multilinha: true,
        obrigatorio: true,
        ...(anonimo ? { ajuda: 'Para continuar anônimo, não escreva seu nome nem dados que identifiquem você.' } : {}),
      },
      {
        nome: 'advogadoRelacionado',
        rotulo: 'Inscrição do advogado relacionado',
        tipo: 'inscricao',
        obrigatorio: false,
        ajuda: 'Se o assunto envolve um advogado: o número da OAB dele, com a UF (ex.: 12345/GO).',
      },
      { nome: 'servicoRelacionado', rotulo: 'Serviço relacionado', tipo: 'texto', max: 150, obrigatorio: false, ajuda: 'Se o assunto envolve um serviço da OAB ou da CASAG.' },
    ],
    documentos: [
      doc('anexos', 'Anexos', false, {
        multiplos: true,
        ...(anonimo ? { ajuda: 'Confira se os arquivos não revelam quem você é (nome, assinatura, dados no documento).' } : {}),
      }),
    ],
    taxaCentavos: null,
    elegibilidade: semElegibilidade,
    pai: null,
    anonimo,
    sensivel: false,
    internoPermitido: false,
  };
}

const sugestao = ouvidoria('298', 'Sugestão', 'Envie uma sugestão para melhorar os serviços da OAB e da CASAG.', 'Sua sugestão');
const solicitacao = ouvidoria('299', 'Solicitação', 'Peça uma providência ou informação à Ouvidoria.', 'Sua solicitação');
const reclamacao = ouvidoria('300', 'Reclamação', 'Registre uma reclamação sobre um serviço ou atendimento. A Ouvidoria responde pelo portal.', 'Sua reclamação');
const denuncia = ouvidoria('295', 'Denúncia', 'Comunique à Ouvidoria uma irregularidade, identificando-se. Seus dados ficam restritos à Ouvidoria.', 'Descreva os fatos');
/** 301: stores no identity at all; its fields never ask who the reporter is. */
const denunciaAnonima = ouvidoria(
  '301',
  'Denúncia anônima',
  'Comunique uma irregularidade sem se identificar. Você recebe uma chave para acompanhar a denúncia; guarde-a, pois ela não pode ser recuperada.',
  'Descreva os fatos',
  true,
);
const elogio = ouvidoria('297', 'Elogio', 'Elogie um atendimento, um serviço ou uma pessoa.', 'Seu elogio');

/* ---------- OAB services (with fees) ---------- */

const documentoIdentidade = doc('documento_identidade', 'Documento de identidade com foto');
const foto3x4 = doc('foto_3x4', 'Foto 3x4 recente, fundo branco', true, { formatos: ['jpeg', 'png'] });

function servicoOab(
  t: Pick<TipoRequerimento, 'codigo' | 'titulo' | 'descricao' | 'campos' | 'documentos' | 'taxaCentavos' | 'refinar'> & { exigeAdimplente: boolean },
): TipoRequerimento {
  const { exigeAdimplente, ...resto } = t;
  return {
    ...resto,
    area: 'oab',
    elegibilidade: { exigeAdimplente, exigeAdvogado: true, prazo: null },
    pai: null,
    anonimo: false,
    sensivel: false,
    internoPermitido: false,
  };
}

const certidaoRegularidade = servicoOab({
  codigo: '401',
  titulo: 'Certidão de regularidade',
  descricao: 'Certidão de que sua inscrição está regular, para licitações, concursos ou processos. É preciso estar em dia com a anuidade.',
  campos: [
    {
      nome: 'finalidade',
      rotulo: 'Finalidade',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'licitacao', rotulo: 'Licitação' },
        { valor: 'concurso', rotulo: 'Concurso ou processo seletivo' },
        { valor: 'processo', rotulo: 'Processo judicial ou administrativo' },
        { valor: 'outra', rotulo: 'Outra' },
      ],
    },
    { nome: 'finalidadeOutra', rotulo: 'Qual finalidade?', tipo: 'texto', max: 150, obrigatorio: false, ajuda: 'Preencha se escolheu "Outra".' },
  ],
  documentos: [],
  taxaCentavos: 30_00,
  exigeAdimplente: true,
  refinar: (d, ctx) => {
    if (d.finalidade === 'outra' && !d.finalidadeOutra) ctx.addIssue({ code: 'custom', path: ['finalidadeOutra'], message: 'Informe a finalidade.' });
  },
});

const segundaViaCarteira = servicoOab({
  codigo: '402',
  titulo: 'Segunda via da carteira',
  descricao: 'Nova carteira da OAB em caso de perda, roubo, dano ou mudança de dados. É preciso estar em dia com a anuidade.',
  campos: [
    {
      nome: 'motivo',
      rotulo: 'Motivo',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'perda', rotulo: 'Perda ou extravio' },
        { valor: 'roubo', rotulo: 'Roubo ou furto' },
        { valor: 'dano', rotulo: 'Dano ou desgaste' },
        { valor: 'atualizacao', rotulo: 'Atualização de dados' },
      ],
    },
    { nome: 'dataOcorrencia', rotulo: 'Data da ocorrência', tipo: 'data', obrigatorio: false, naoFutura: true, ajuda: 'Em caso de perda, roubo ou dano.' },
  ],
  documentos: [
    documentoIdentidade,
    foto3x4,
    doc('boletim_ocorrencia', 'Boletim de ocorrência', false, { ajuda: 'Em caso de roubo ou furto.' }),
  ],
  taxaCentavos: 150_00,
  exigeAdimplente: true,
  refinar: (d, ctx) => {
    if (d.motivo !== 'atualizacao' && typeof d.motivo === 'string' && !d.dataOcorrencia) {
      ctx.addIssue({ code: 'custom', path: ['dataOcorrencia'], message: 'Informe a data da ocorrência.' });
    }
  },
});

const licenciamento = servicoOab({
  codigo: '403',
  titulo: 'Licenciamento',
  descricao: 'Licença da advocacia (Estatuto da Advocacia, art. 12) por cargo incompatível, doença ou motivo justificado. É preciso estar em dia com a anuidade.',
  campos: [
    {
      nome: 'motivo',
      rotulo: 'Motivo',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'cargo_incompativel', rotulo: 'Exercício temporário de cargo ou função incompatível com a advocacia' },
        { valor: 'doenca', rotulo: 'Doença' },
        { valor: 'justificado', rotulo: 'Motivo justificado, a pedido' },
      ],
    },
    { nome: 'dataInicio', rotulo: 'Início da licença', tipo: 'data', obrigatorio: true },
    { nome: 'justificativa', rotulo: 'Justificativa', tipo: 'texto', max: 2000, multilinha: true, obrigatorio: true },
  ],
  documentos: [doc('comprovante_motivo', 'Comprovante do motivo', true, { multiplos: true, ajuda: 'Ato de nomeação ou posse, laudo médico ou outro documento.' })],
  taxaCentavos: 50_00,
  exigeAdimplente: true,
});

/** 404: interpretation: the section asks fees to be settled before cancelling (exigeAdimplente). */
const cancelamentoInscricao = servicoOab({
  codigo: '404',
  titulo: 'Cancelamento de inscrição',
  descricao: 'Cancelamento da sua inscrição na OAB, a pedido. É preciso estar em dia com a anuidade; uma nova inscrição exigirá novo processo.',
  campos: [
    {
      nome: 'motivo',
      rotulo: 'Motivo',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'pedido', rotulo: 'A pedido, sem outro motivo' },
        { valor: 'cargo_incompativel', rotulo: 'Exercício definitivo de atividade incompatível com a advocacia' },
        { valor: 'outro', rotulo: 'Outro' },
      ],
    },
    { nome: 'justificativa', rotulo: 'Justificativa', tipo: 'texto', max: 2000, multilinha: true, obrigatorio: false },
    {
      nome: 'declaracaoCiencia',
      rotulo: 'Declaro estar ciente de que, cancelada a inscrição, não poderei exercer a advocacia e que uma nova inscrição exigirá novo processo.',
      tipo: 'declaracao',
      obrigatorio: true,
    },
  ],
  documentos: [documentoIdentidade, doc('carteira_oab', 'Carteira da OAB (frente e verso)')],
  taxaCentavos: 50_00,
  exigeAdimplente: true,
  refinar: (d, ctx) => {
    if (d.motivo === 'outro' && !d.justificativa) ctx.addIssue({ code: 'custom', path: ['justificativa'], message: 'Explique o motivo.' });
  },
});

const inscricaoSuplementar = servicoOab({
  codigo: '405',
  titulo: 'Inscrição suplementar',
  descricao: 'Inscrição em outra seccional para advogar com habitualidade em outro estado. É preciso estar em dia com a anuidade.',
  campos: [
    { nome: 'uf', rotulo: 'UF da inscrição suplementar', tipo: 'selecao', obrigatorio: true, opcoes: OPCOES_UF },
    { nome: 'enderecoProfissional', rotulo: 'Endereço profissional nessa UF', tipo: 'texto', max: 200, obrigatorio: true },
    { nome: 'declaracaoHabitualidade', rotulo: 'Declaro que passarei a advogar com habitualidade nessa UF.', tipo: 'declaracao', obrigatorio: true },
  ],
  documentos: [documentoIdentidade, foto3x4, doc('comprovante_endereco', 'Comprovante de endereço profissional na UF')],
  taxaCentavos: 350_00,
  exigeAdimplente: true,
});

const transferenciaInscricao = servicoOab({
  codigo: '406',
  titulo: 'Transferência de inscrição',
  descricao: 'Transferência da sua inscrição principal para a seccional do estado onde passou a advogar. É preciso estar em dia com a anuidade.',
  campos: [
    { nome: 'ufDestino', rotulo: 'UF de destino', tipo: 'selecao', obrigatorio: true, opcoes: OPCOES_UF },
    { nome: 'enderecoProfissional', rotulo: 'Novo endereço profissional', tipo: 'texto', max: 200, obrigatorio: true },
    { nome: 'motivo', rotulo: 'Motivo da transferência', tipo: 'texto', max: 2000, multilinha: true, obrigatorio: false },
  ],
  documentos: [documentoIdentidade, doc('comprovante_domicilio', 'Comprovante de domicílio profissional na UF de destino')],
  taxaCentavos: 250_00,
  exigeAdimplente: true,
});

const alteracaoNome = servicoOab({
  codigo: '407',
  titulo: 'Alteração de nome',
  descricao: 'Atualização do nome na inscrição e na carteira após casamento, divórcio ou decisão judicial.',
  campos: [
    { nome: 'novoNome', rotulo: 'Novo nome completo', tipo: 'texto', max: 150, obrigatorio: true },
    {
      nome: 'motivo',
      rotulo: 'Motivo',
      tipo: 'selecao',
      obrigatorio: true,
      opcoes: [
        { valor: 'casamento', rotulo: 'Casamento ou união estável' },
        { valor: 'divorcio', rotulo: 'Divórcio ou dissolução de união' },
        { valor: 'decisao_judicial', rotulo: 'Decisão judicial' },
        { valor: 'retificacao', rotulo: 'Retificação de registro civil' },
      ],
    },
    { nome: 'documentoComprobatorio', rotulo: 'Número da certidão ou do processo', tipo: 'texto', max: 60, obrigatorio: true },
  ],
  documentos: [
    doc('comprovante_alteracao', 'Certidão de casamento, averbação de divórcio ou decisão judicial'),
    doc('documento_identidade', 'Documento de identidade com o novo nome'),
  ],
  taxaCentavos: 60_00,
  exigeAdimplente: true,
});

export const CATALOGO: readonly TipoRequerimento[] = [
  auxilioExtraordinario,
  auxilioMaternidade,
  auxilioFuneral,
  recursoIndeferimento,
  auxilioReclusao,
  juntadaDocumentos,
  protecaoMulher,
  convenio,
  ingressoSemNotas,
  lancamentoNotas,
  sugestao,
  solicitacao,
  reclamacao,
  denuncia,
  denunciaAnonima,
  elogio,
  certidaoRegularidade,
  segundaViaCarteira,
  licenciamento,
  cancelamentoInscricao,
  inscricaoSuplementar,
  transferenciaInscricao,
  alteracaoNome,
];

export function tipoPorCodigo(codigo: string): TipoRequerimento | undefined {
  return CATALOGO.find((t) => t.codigo === codigo);
}

export function tiposDaArea(area: AreaRequerimento): TipoRequerimento[] {
  return CATALOGO.filter((t) => t.area === area);
}

/** Codes staff may file on a member's behalf, in the spec's order. */
export const CODIGOS_INTERNOS = ['312', '264', '262', '265', '269', '267', '273', '305', '281', '313'] as const;
