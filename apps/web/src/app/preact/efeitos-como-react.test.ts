import { h, options, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { beforeAll, expect, it, vi } from 'vitest';
import { instalarEfeitosComoReact } from './efeitos-como-react';

beforeAll(() => instalarEfeitosComoReact(options));

function montar() {
  const vistos: number[] = [];
  const estado = { mudar: (_n: number) => undefined as void };
  function Contador() {
    const [n, setN] = useState(0);
    estado.mudar = setN;
    useEffect(() => {
      vistos.push(n);
    }, [n]);
    return h('span', null, String(n));
  }
  const raiz = document.createElement('div');
  document.body.append(raiz);
  render(h(Contador, null), raiz);
  return { vistos, estado, raiz };
}

const microtarefas = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
/**
 * The effects' own task is a MessageChannel message. Node does not order it against a timer, so on a loaded machine a
 * `setTimeout(0)` can fire first: wait for that task instead of guessing which comes first.
 */
const quandoVistos = (vistos: number[], esperados: number[]) =>
  vi.waitFor(() => expect(vistos).toEqual(esperados), { timeout: 5_000, interval: 5 });

it('após uma tecla ou um clique, os efeitos rodam antes do próximo evento (microtarefa), não depois do próximo quadro', async () => {
  const { vistos, estado, raiz } = montar();
  await quandoVistos(vistos, [0]);

  const botao = document.createElement('button');
  botao.addEventListener('keydown', () => estado.mudar(1));
  raiz.append(botao);
  botao.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true }));
  await microtarefas();
  expect(raiz.textContent).toBe('1');
  expect(vistos).toEqual([0, 1]);
  render(null, raiz);
  raiz.remove();
});

it('fora de um evento (a primeira renderização, dados que chegam), os efeitos rodam numa tarefa à parte, não na da renderização', async () => {
  const { vistos, estado, raiz } = montar();
  await microtarefas();
  expect(vistos, 'os efeitos da primeira renderização esperam a próxima tarefa').toEqual([]);
  await quandoVistos(vistos, [0]);

  estado.mudar(2); // as a response arriving would
  await microtarefas();
  expect(raiz.textContent).toBe('2');
  expect(vistos).toEqual([0]);
  await quandoVistos(vistos, [0, 2]);
  render(null, raiz);
  raiz.remove();
});
