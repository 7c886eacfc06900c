import { z } from 'zod';
import { cpfValido, somenteDigitos } from './cpf.js';
import { celularNacional, dataIsoDoCalendario } from './cadastro.js';
import { SITUACOES_INSCRICAO, UFS } from './inscricao.js';
import { isoDataNoIntervalo } from './intervalo-de-datas.js';
import { temCaractereInvalido } from './texto.js';

/** The registry CSV's columns (the CNA-style export, docs/inscritos.md), in the export's order. */
export const COLUNAS_INSCRITOS = [
  'numero',
  'uf',
  'tipo',
  'situacao',
  'data_inscricao',
  'cpf',
  'nome',
  'nome_social',
  'nascimento',
  'email',
  'celular',
] as const;
export type ColunaInscritos = (typeof COLUNAS_INSCRITOS)[number];

export const TIPOS_INSCRICAO = ['principal', 'suplementar', 'estagiario'] as const;

const nomeDoCadastro = (rotulo: string, obrigatorio: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !obrigatorio || v !== '', `Informe ${rotulo}.`)
    .refine((v) => v.length <= 150, `${rotulo.replace(/^o /, 'O ')} passa de 150 caracteres.`)
    .refine((v) => !temCaractereInvalido(v), `Há caracteres inválidos em ${rotulo}.`);

/** One line of the registry CSV, as text, checked and normalised (CPF and phone to digits, e-mail lower case). */
export const linhaInscritoSchema = z.object({
  numero: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Número de inscrição inválido: use até 7 dígitos.')
    .transform((v) => v.replace(/^0+(?=\d)/, '')),
  uf: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => (UFS as readonly string[]).includes(v), 'UF inválida: use a sigla de duas letras de um estado (ex.: GO).'),
  tipo: z.enum(TIPOS_INSCRICAO, { error: `Tipo inválido: use ${TIPOS_INSCRICAO.join(', ')}.` }),
  situacao: z.enum(SITUACOES_INSCRICAO, { error: `Situação inválida: use ${SITUACOES_INSCRICAO.join(', ')}.` }),
  data_inscricao: z.string().refine(dataIsoDoCalendario, 'Data de inscrição inválida: use AAAA-MM-DD.').pipe(isoDataNoIntervalo),
  cpf: z
    .string()
    .trim()
    .refine((v) => /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v), 'CPF inválido. Confira os dígitos.')
    .transform(somenteDigitos),
  nome: nomeDoCadastro('o nome', true),
  nome_social: nomeDoCadastro('o nome social', false).transform((v) => (v === '' ? null : v)),
  nascimento: z.string().refine(dataIsoDoCalendario, 'Data de nascimento inválida: use AAAA-MM-DD.').pipe(isoDataNoIntervalo),
  email: z.string().trim().toLowerCase().max(254, 'O e-mail passa de 254 caracteres.').pipe(z.email('E-mail inválido.')),
  celular: z
    .string()
    .trim()
    .refine((v) => v === '' || celularNacional(v) !== null, 'Celular inválido: informe o DDD e o número (10 ou 11 dígitos), ou deixe em branco.')
    .transform((v) => (v === '' ? null : celularNacional(v))),
});
export type LinhaInscrito = z.output<typeof linhaInscritoSchema>;
