import { h, options, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { beforeAll, expect, it } from 'vitest';
import { instalarEfeitosComoReact } from './efeitos-como-react';

beforeAll(() => instalarEfeitosComoReact(options));

it('os efeitos de uma renderização rodam antes do próximo evento (microtarefa), não depois do próximo quadro', async () => {
  const vistos: number[] = [];
  let mudar: (n: number) => void = () => undefined;
  function Contador() {
    const [n, setN] = useState(0);
    mudar = setN;
    useEffect(() => {
      vistos.push(n);
    }, [n]);
    return h('span', null, String(n));
  }
  const raiz = document.createElement('div');
  render(h(Contador, null), raiz);
  await new Promise<void>((r) => setTimeout(r, 0));
  expect(vistos).toEqual([0]);

  mudar(1); // as a key press would: the render is a microtask away, its effect one more
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
  expect(raiz.textContent).toBe('1');
  expect(vistos).toEqual([0, 1]);
  render(null, raiz);
});
