import { mensagemDeErro } from './api-client';
import { ehErroHttp } from './http';

// The per-field messages of the API's refusals, for the forms behind the login: a module of its own, not in
// api-client.ts, which is in the entry chunk (/login) and never needs them.

/** The per-field messages of a failed call's answer (`campos`: field → message); {} when it names none. */
export function camposDoErro(erro: unknown): Record<string, string> {
  if (!ehErroHttp(erro)) return {};
  const dados: unknown = erro.response?.data;
  if (typeof dados !== 'object' || dados === null || !('campos' in dados)) return {};
  const { campos } = dados;
  if (typeof campos !== 'object' || campos === null) return {};
  return Object.fromEntries(Object.entries(campos).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The alert text for a failed call whose per-field messages a form shows beside its fields (`aoLado`: the keys
 * it shows). With `campos`: "Confira os campos destacados." when at least one shows beside a field, followed by
 * the messages of those that do not; never a field's code name. Without `campos`: `mensagemDeErro`.
 */
export function resumoDoErro(erro: unknown, aoLado: Iterable<string>): string {
  const campos = camposDoErro(erro);
  const entradas = Object.entries(campos);
  if (entradas.length === 0) return mensagemDeErro(erro);
  const mostrados = new Set(aoLado);
  const avulsos = entradas.filter(([campo]) => !mostrados.has(campo)).map(([, mensagem]) => mensagem);
  return [...(avulsos.length < entradas.length ? ['Confira os campos destacados.'] : []), ...avulsos].join(' ');
}
