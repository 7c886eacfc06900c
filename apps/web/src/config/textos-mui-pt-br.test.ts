import { ptBR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { textosMuiPtBR } from './textos-mui-pt-br';

type Props = Record<string, unknown>;
const props = (loc: { components?: object }, comp: string) => (loc.components as Record<string, { defaultProps: Props }>)[comp]!.defaultProps;

describe('textos do MUI em português, sem Intl na carga', () => {
  it('tem os mesmos componentes e textos que o ptBR do MUI', () => {
    expect(Object.keys(textosMuiPtBR.components).sort()).toEqual(Object.keys(ptBR.components ?? {}).sort());
    for (const comp of Object.keys(ptBR.components ?? {})) {
      const nosso = props(textosMuiPtBR, comp);
      const deles = props(ptBR, comp);
      expect(Object.keys(nosso).sort(), comp).toEqual(Object.keys(deles).sort());
      for (const [chave, valor] of Object.entries(deles)) if (typeof valor === 'string') expect(nosso[chave], `${comp}.${chave}`).toBe(valor);
    }
  });

  it('as funções respondem como as do MUI', () => {
    const pag = (l: { components?: object }) => props(l, 'MuiTablePagination');
    const linhas = (l: { components?: object }, a: object) => (pag(l).labelDisplayedRows as (a: object) => string)(a);
    for (const a of [{ from: 1, to: 10, count: 1234 }, { from: 11, to: 20, count: -1 }]) expect(linhas(textosMuiPtBR, a)).toBe(linhas(ptBR, a));
    for (const tipo of ['first', 'last', 'next', 'previous']) {
      expect((pag(textosMuiPtBR).getItemAriaLabel as (t: string) => string)(tipo)).toBe((pag(ptBR).getItemAriaLabel as (t: string) => string)(tipo));
    }
    const item = (l: { components?: object }) => props(l, 'MuiPagination').getItemAriaLabel as (t: string, p: number, s: boolean) => string;
    for (const [t, p, s] of [['page', 3, false], ['page', 3, true], ['next', 0, false]] as const) expect(item(textosMuiPtBR)(t, p, s)).toBe(item(ptBR)(t, p, s));
    const estrelas = (l: { components?: object }) => props(l, 'MuiRating').getLabelText as (v: number) => string;
    expect(estrelas(textosMuiPtBR)(1)).toBe(estrelas(ptBR)(1));
    expect(estrelas(textosMuiPtBR)(3)).toBe(estrelas(ptBR)(3));
  });
});
