import { violouUnicidade } from '../../db/erros-banco.js';
import { AppError } from '../../lib/app-error.js';

export const dependenteNaoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Dependente não encontrado.');

export const cpfDoProprioMembro = () =>
  new AppError('DEPENDENTE_CPF_PROPRIO', 'Este é o seu próprio CPF. Informe o CPF do dependente.', {
    campos: { cpf: 'Este é o seu próprio CPF. Informe o CPF do dependente.' },
  });

/**
 * The registry's unique indexes turned into the member's words: the same CPF twice among the current
 * dependants, or a second current spouse. Anything else is not ours to explain (null: rethrow).
 */
export function erroDeUnicidade(err: unknown): AppError | null {
  if (violouUnicidade(err, 'dependentes_pessoa_cpf_key')) {
    const mensagem = 'Você já tem um dependente com este CPF.';
    return new AppError('DEPENDENTE_CPF_REPETIDO', mensagem, { campos: { cpf: mensagem } });
  }
  if (violouUnicidade(err, 'dependentes_pessoa_conjuge_key')) {
    const mensagem = 'Você já tem um(a) cônjuge ou companheiro(a) cadastrado(a). Remova-o(a) ou edite o cadastro existente.';
    return new AppError('DEPENDENTE_CONJUGE_REPETIDO', mensagem, { campos: { parentesco: mensagem } });
  }
  return null;
}
