import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';
import { PAPEIS_COMISSAO } from './comissoes.js';
import { cpfValido, somenteDigitos } from './cpf.js';
import { dentroDoIntervaloDeDatas, isoDataNoIntervalo, MENSAGEM_INTERVALO_DE_DATAS } from './intervalo-de-datas.js';
import { temCaractereInvalido } from './texto.js';

/**
 * The commission memberships CSV (issue 34, DOMAIN "Going live"; docs/importacoes.md): one term a line, keyed by
 * (commission, CPF, start). `comissao`: the commission's name as registered in the portal (capitals and accents
 * ignored) or its identifier; `papel`: presidente, vice-presidente, secretario, membro; `fim`: empty for an open term.
 */
export const COLUNAS_COMISSOES = ['comissao', 'cpf', 'papel', 'portaria', 'inicio', 'fim'] as const;
export type ColunaComissoes = (typeof COLUNAS_COMISSOES)[number];

const data = (rotulo: string) => z.string().trim().refine(dataIsoDoCalendario, `${rotulo} inválida: use AAAA-MM-DD.`).pipe(isoDataNoIntervalo);

/** One line of the memberships CSV, as text, checked and normalised (CPF to digits, the role to its code). */
export const linhaMembroComissaoSchema = z
  .object({
    comissao: z
      .string()
      .trim()
      .refine((v) => v !== '', 'Informe a comissão (o nome cadastrado no portal).')
      .refine((v) => v.length <= 150, 'O nome da comissão tem no máximo 150 caracteres.')
      .refine((v) => !temCaractereInvalido(v), 'Há caracteres inválidos no nome da comissão.'),
    cpf: z
      .string()
      .trim()
      .refine((v) => /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v), 'CPF inválido. Confira os dígitos.')
      .transform(somenteDigitos),
    papel: z
      .string()
      .trim()
      .toLowerCase()
      .transform((v) => v.replace('-', '_'))
      .pipe(z.enum(PAPEIS_COMISSAO, { error: 'Função inválida: use presidente, vice-presidente, secretario ou membro.' })),
    portaria: z
      .string()
      .trim()
      .refine((v) => v !== '', 'Informe a portaria de nomeação.')
      .refine((v) => v.length <= 200, 'A portaria tem no máximo 200 caracteres.')
      .refine((v) => !temCaractereInvalido(v), 'Há caracteres inválidos na portaria.'),
    inicio: data('Data de início'),
    fim: z
      .string()
      .trim()
      .refine((v) => v === '' || dataIsoDoCalendario(v), 'Data de fim inválida: use AAAA-MM-DD (ou deixe em branco para um mandato sem fim definido).')
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || dentroDoIntervaloDeDatas(v), MENSAGEM_INTERVALO_DE_DATAS),
  })
  .refine((v) => v.fim === null || v.fim >= v.inicio, { path: ['fim'], message: 'O fim do mandato não pode ser anterior ao início.' });
export type LinhaMembroComissao = z.output<typeof linhaMembroComissaoSchema>;
