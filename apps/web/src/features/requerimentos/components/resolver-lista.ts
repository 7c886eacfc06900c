import type { FieldValues, Resolver, UseFormGetFieldState } from 'react-hook-form';

/** A field is shown as wrong only once the user left it, or when it already shows an error (then it is updated). */
type JaVisto = (caminho: string) => boolean;

/** The errors of one list, keeping its own error (min/max items) and only the item fields already seen. */
function filtrarErrosDaLista(erros: unknown, lista: string, jaVisto: JaVisto): unknown {
  if (typeof erros !== 'object' || erros === null) return erros;
  const origem = erros as Record<string, unknown>;
  const resultado: Record<string, unknown> = Array.isArray(erros) ? ([] as unknown as Record<string, unknown>) : {};
  let algum = false;
  for (const chave of Object.keys(origem)) {
    const valor = origem[chave];
    if (Number.isNaN(Number(chave))) {
      resultado[chave] = valor;
      algum = true;
      continue;
    }
    if (typeof valor !== 'object' || valor === null) continue;
    const item: Record<string, unknown> = {};
    for (const [campo, erro] of Object.entries(valor as Record<string, unknown>)) {
      if (jaVisto(`${lista}.${chave}.${campo}`)) item[campo] = erro;
    }
    if (Object.keys(item).length > 0) {
      resultado[chave] = item;
      algum = true;
    }
  }
  return algum ? resultado : undefined;
}

/**
 * react-hook-form validates a whole list each time an item is added or removed (resolver called with
 * `names: [lista]`), which turned every field of every item red on 'Adicionar herdeiro' before the user typed
 * anything. This wrapper keeps, on that call only, the list's own error and the item fields the user already
 * left or that already show an error. Submitting and leaving a field validate as before. `ligar` gives it the
 * form's getFieldState once the form exists (until then nothing is filtered).
 */
export function resolverSemErrosNaoVistos<T extends FieldValues, C, S>(
  resolver: Resolver<T, C, S>,
  listas: readonly string[],
): { resolver: Resolver<T, C, S>; ligar: (getFieldState: UseFormGetFieldState<T>) => void } {
  let getFieldState: UseFormGetFieldState<T> | null = null;
  const filtrado: Resolver<T, C, S> = async (valores, contexto, opcoes) => {
    const resultado = await resolver(valores, contexto, opcoes);
    const nomes = opcoes.names ?? [];
    const lista = nomes.length === 1 ? nomes[0] : undefined;
    const estadoDoCampo = getFieldState;
    if (!lista || !listas.includes(lista) || !estadoDoCampo) return resultado;
    const erros = resultado.errors as Record<string, unknown>;
    if (!(lista in erros)) return resultado;
    const jaVisto: JaVisto = (caminho) => {
      const estado = estadoDoCampo(caminho as Parameters<UseFormGetFieldState<T>>[0]);
      return estado.isTouched || estado.invalid;
    };
    const filtrados = filtrarErrosDaLista(erros[lista], lista, jaVisto);
    const novos: Record<string, unknown> = { ...erros };
    if (filtrados === undefined) delete novos[lista];
    else novos[lista] = filtrados;
    return { ...resultado, errors: novos } as typeof resultado;
  };
  return {
    resolver: filtrado,
    ligar: (f) => {
      getFieldState = f;
    },
  };
}
