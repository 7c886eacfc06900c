/** A lawyer's registration at the bar: número + UF, written 12345/GO. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const SITUACOES_INSCRICAO = [
  'regular', 'suspenso', 'licenciado', 'cancelado', 'impedido', 'falecido',
] as const;
export type SituacaoInscricao = (typeof SITUACOES_INSCRICAO)[number];

export const ROTULO_SITUACAO: Record<SituacaoInscricao, string> = {
  regular: 'Regular',
  suspenso: 'Suspenso',
  licenciado: 'Licenciado',
  cancelado: 'Cancelado',
  impedido: 'Impedido',
  falecido: 'Falecido',
};

export interface InscricaoLida {
  numero: string;
  uf: Uf;
}

/** Reads "12345/GO", "12345 GO", "12.345/go" or "GO12345"; null when it is not an inscrição. */
export function lerInscricao(valor: string): InscricaoLida | null {
  const texto = valor.trim().toUpperCase().replace(/\./g, '');
  const m = /^(\d{1,7})\s*[/-]?\s*([A-Z]{2})$/.exec(texto) ?? /^([A-Z]{2})\s*[/-]?\s*(\d{1,7})$/.exec(texto);
  if (!m) return null;
  const [numero, uf] = /^\d/.test(m[1] ?? '') ? [m[1], m[2]] : [m[2], m[1]];
  if (!numero || !uf || !(UFS as readonly string[]).includes(uf)) return null;
  return { numero: String(Number(numero)), uf: uf as Uf };
}

export function formatarInscricao(i: InscricaoLida): string {
  return `${i.numero}/${i.uf}`;
}
