import * as contratos from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ORIGENS_TITULO, ROTULO_ORIGEM_TITULO, ROTULO_SITUACAO_TITULO, SITUACOES_TITULO, situacaoDoTitulo } from './rotulos-titulo';

describe('the contracts’ título labels, copied without zod (ADR 067)', () => {
  it('are the same closed sets, in the same order', () => {
    expect(SITUACOES_TITULO).toEqual(contratos.SITUACOES_TITULO);
    expect(ORIGENS_TITULO).toEqual(contratos.ORIGENS_TITULO);
  });

  it('are the same labels', () => {
    expect(ROTULO_SITUACAO_TITULO).toEqual(contratos.ROTULO_SITUACAO_TITULO);
    expect(ROTULO_ORIGEM_TITULO).toEqual(contratos.ROTULO_ORIGEM_TITULO);
  });

  it('show the same situation', () => {
    for (const status of contratos.STATUS_TITULO) {
      for (const vencido of [true, false]) {
        expect(situacaoDoTitulo({ status, vencido })).toBe(contratos.situacaoDoTitulo({ status, vencido }));
      }
    }
  });
});
