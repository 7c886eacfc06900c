import { h, options, render } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instalarTextoComoReact } from './texto-como-react';

beforeAll(() => instalarTextoComoReact(options));

let raiz: HTMLElement;
afterEach(() => {
  render(null, raiz);
  raiz.remove();
});

function montar(texto: string) {
  raiz = document.createElement('div');
  document.body.append(raiz);
  render(h('span', { id: 'secao', contentEditable: true }, texto), raiz);
  return raiz.querySelector('#secao') as HTMLSpanElement;
}

describe('texto como no React DOM (Preact em produção)', () => {
  it('escreve o novo texto mesmo quando o nó de texto foi trocado fora do Preact (innerHTML do campo de data)', () => {
    const secao = montar('DD');
    secao.innerHTML = 'DD'; // the date field resets the section: a new Text node, Preact's is detached
    render(h('span', { id: 'secao', contentEditable: true }, '1'), raiz);
    expect(secao.textContent).toBe('1');
    render(h('span', { id: 'secao', contentEditable: true }, '12'), raiz);
    expect(secao.textContent).toBe('12');
    expect(secao.childNodes).toHaveLength(1);
  });

  it('descarta o que o navegador digitou ao lado quando o texto volta a ser renderizado', () => {
    const secao = montar('MM');
    secao.append(document.createTextNode('7')); // typing into the section added a node beside Preact's
    secao.firstChild!.nodeValue = 'M7';
    render(h('span', { id: 'secao', contentEditable: true }, '07'), raiz);
    expect(secao.textContent).toBe('07');
    expect(secao.childNodes).toHaveLength(1);
  });

  it('não toca em elementos com mais de um filho', () => {
    raiz = document.createElement('div');
    document.body.append(raiz);
    render(h('p', null, 'a', h('b', null, 'b')), raiz);
    expect(raiz.innerHTML).toBe('<p>a<b>b</b></p>');
  });
});
