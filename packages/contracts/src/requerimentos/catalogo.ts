import type { z } from 'zod';
import { schemaDosCampos, type Campo } from './campos.js';
import type { AreaRequerimento, DocumentoExigido, TipoRequerimento } from './tipos.js';

/**
 * The catalog of request types (DOMAIN.md). Screens and the API are generic over it: adding a type is adding
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

const auxilioMaternidade: TipoRequerimento = {
  codigo: '262',
  area: 'casag',
  titulo: 'Auxílio maternidade',
  descricao: 'Para a advogada mãe, em dia com a anuidade, pelo nascimento, adoção ou natimorto, em até 12 meses do evento.',
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

export const CATALOGO: readonly TipoRequerimento[] = [auxilioMaternidade];

export function tipoPorCodigo(codigo: string): TipoRequerimento | undefined {
  return CATALOGO.find((t) => t.codigo === codigo);
}

export function tiposDaArea(area: AreaRequerimento): TipoRequerimento[] {
  return CATALOGO.filter((t) => t.area === area);
}

/** Codes staff may file on a member's behalf, in the spec's order. */
export const CODIGOS_INTERNOS = ['312', '264', '262', '265', '269', '267', '273', '305', '281', '313'] as const;

/** Field schema plus the type's cross-field rules: the one validation of `dados`, on both sides. */
export function schemaDoTipo(tipo: TipoRequerimento): z.ZodType<Record<string, unknown>> {
  const base = schemaDosCampos(tipo.campos);
  const refinar = tipo.refinar;
  return (refinar ? base.superRefine((d, ctx) => refinar(d, ctx)) : base) as unknown as z.ZodType<Record<string, unknown>>;
}
