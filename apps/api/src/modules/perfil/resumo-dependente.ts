import { formatarCpf, formatarDataBr, ROTULO_PARENTESCO_DEPENDENTE, type ParentescoDependente } from '@portal/contracts';

/**
 * A dependant as one line of the registration history, the way the member reads it:
 * 'Pedro Souza Lima (Filho(a); CPF 123.456.789-09; nascimento 10/03/2015)'.
 */
export function resumoDependente(d: { nome: string; cpf: string | null; parentesco: ParentescoDependente; nascimento: string }): string {
  const partes = [ROTULO_PARENTESCO_DEPENDENTE[d.parentesco]];
  if (d.cpf) partes.push(`CPF ${formatarCpf(d.cpf)}`);
  partes.push(`nascimento ${formatarDataBr(d.nascimento)}`);
  return `${d.nome} (${partes.join('; ')})`;
}
