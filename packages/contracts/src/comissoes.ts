import { z } from 'zod';
import { dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS, isoDataNoIntervalo } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';

/** Shapes of the commissions API (issue 14, item 1). Dates 'YYYY-MM-DD', instants ISO 8601. */

const isoData = isoDataNoIntervalo;

export const TIPOS_COMISSAO = ['permanente', 'temporaria', 'especial'] as const;
export type TipoComissao = (typeof TIPOS_COMISSAO)[number];
export const ROTULO_TIPO_COMISSAO: Record<TipoComissao, string> = {
  permanente: 'Permanente',
  temporaria: 'Temporária',
  especial: 'Especial',
};

export const PAPEIS_COMISSAO = ['presidente', 'vice_presidente', 'secretario', 'membro'] as const;
export type PapelComissao = (typeof PAPEIS_COMISSAO)[number];
export const ROTULO_PAPEL_COMISSAO: Record<PapelComissao, string> = {
  presidente: 'Presidente',
  vice_presidente: 'Vice-presidente',
  secretario: 'Secretário(a)',
  membro: 'Membro',
};
/** Roles one person holds at a time in a commission (every role but "membro"). */
export const PAPEIS_SINGULARES: readonly PapelComissao[] = ['presidente', 'vice_presidente', 'secretario'];

export const comissaoBodySchema = z.strictObject({
  nome: textoLivre({ error: 'Informe o nome da comissão.' }).min(3, 'Informe o nome da comissão.').max(150, 'Use no máximo 150 caracteres.'),
  tipo: z.enum(TIPOS_COMISSAO, { error: 'Escolha o tipo da comissão.' }),
  finalidade: textoLivre({ multilinha: true }).max(2000, 'Use no máximo 2000 caracteres.').default(''),
});
export type ComissaoBody = z.input<typeof comissaoBodySchema>;

export const nomeacaoBodySchema = z
  .strictObject({
    /** CPF (with or without punctuation) or inscrição ("12345/GO"). */
    pessoa: textoLivre({ error: 'Informe o CPF ou a inscrição.' }).min(1, 'Informe o CPF ou a inscrição.').max(20, 'Informe o CPF ou a inscrição.'),
    papel: z.enum(PAPEIS_COMISSAO, { error: 'Escolha a função.' }),
    portaria: textoLivre({ error: 'Informe a portaria de nomeação.' }).min(1, 'Informe a portaria de nomeação.').max(200, 'Use no máximo 200 caracteres.'),
    inicio: isoData,
    fim: isoData.nullable().default(null),
  })
  .refine((v) => v.fim === null || v.fim >= v.inicio, { message: 'O fim do mandato não pode ser anterior ao início.', path: ['fim'] });
export type NomeacaoBody = z.input<typeof nomeacaoBodySchema>;

export const encerrarMandatoBodySchema = z.strictObject({ fim: isoData });
export type EncerrarMandatoBody = z.input<typeof encerrarMandatoBodySchema>;

export const reuniaoBodySchema = z.strictObject({
  inicio: z.iso.datetime({ offset: true, error: 'Informe a data e a hora.' }).refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS),
  local: textoLivre({ error: 'Informe o local.' }).min(1, 'Informe o local.').max(200, 'Use no máximo 200 caracteres.'),
  pauta: textoLivre({ multilinha: true }).max(4000, 'Use no máximo 4000 caracteres.').default(''),
});
export type ReuniaoBody = z.input<typeof reuniaoBodySchema>;

/** Attendance of one membership: present / meetings with a closed list during the term. */
export const frequenciaSchema = z.object({
  presencas: z.number().int(),
  reunioes: z.number().int(),
  /** 0–100, null when no meeting with a closed list fell in the term. */
  percentual: z.number().nullable(),
});
export type Frequencia = z.infer<typeof frequenciaSchema>;

export const membroComissaoSchema = z.object({
  id: z.uuid(),
  pessoaId: z.uuid(),
  nome: z.string(),
  inscricao: z.string().nullable(),
  papel: z.enum(PAPEIS_COMISSAO),
  portaria: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  vigente: z.boolean(),
  frequencia: frequenciaSchema,
});
export type MembroComissao = z.infer<typeof membroComissaoSchema>;

export const reuniaoSchema = z.object({
  id: z.uuid(),
  inicio: z.string(),
  local: z.string(),
  pauta: z.string(),
  listaId: z.uuid().nullable(),
  listaEncerrada: z.boolean(),
  presentes: z.number().int(),
});
export type Reuniao = z.infer<typeof reuniaoSchema>;

export const comissaoResumoStaffSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  tipo: z.enum(TIPOS_COMISSAO),
  finalidade: z.string(),
  membrosVigentes: z.number().int(),
  reunioes: z.number().int(),
});
export const comissoesStaffSchema = z.object({ itens: z.array(comissaoResumoStaffSchema) });
export type ComissaoResumoStaff = z.infer<typeof comissaoResumoStaffSchema>;

export const comissaoStaffSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  tipo: z.enum(TIPOS_COMISSAO),
  finalidade: z.string(),
  membros: z.array(membroComissaoSchema),
  reunioes: z.array(reuniaoSchema),
});
export type ComissaoStaff = z.infer<typeof comissaoStaffSchema>;

/** GET /wsapp/comissoes: every commission with its current members, and the member's own memberships. */
export const comissaoPublicaSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  tipo: z.enum(TIPOS_COMISSAO),
  finalidade: z.string(),
  membros: z.array(z.object({ nome: z.string(), papel: z.enum(PAPEIS_COMISSAO) })),
});
export const minhaComissaoSchema = z.object({
  id: z.uuid(),
  comissaoId: z.uuid(),
  comissao: z.string(),
  papel: z.enum(PAPEIS_COMISSAO),
  portaria: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  vigente: z.boolean(),
  frequencia: frequenciaSchema,
});
export const comissoesMembroSchema = z.object({
  comissoes: z.array(comissaoPublicaSchema),
  minhas: z.array(minhaComissaoSchema),
});
export type ComissoesMembro = z.infer<typeof comissoesMembroSchema>;
export type ComissaoPublica = z.infer<typeof comissaoPublicaSchema>;
export type MinhaComissao = z.infer<typeof minhaComissaoSchema>;
