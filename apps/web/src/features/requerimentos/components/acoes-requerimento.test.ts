import { STATUS_REQUERIMENTO } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { acoesDoRequerimento } from './acoes-requerimento';
import { resumo } from './dados-de-teste-listas';

const rotulos = (r: Parameters<typeof acoesDoRequerimento>[0]) => acoesDoRequerimento(r).map((a) => a.rotulo);

describe('acoesDoRequerimento', () => {
  it('a draft continues at its current step, by area', () => {
    const oab = resumo({ area: 'oab', codigo: '401', status: 'rascunho', protocolo: null });
    expect(acoesDoRequerimento(oab)).toEqual([{ rotulo: 'Continuar', href: `/requerimento/${oab.id}/documentos`, principal: true }]);
    const ouvidoria = resumo({ area: 'ouvidoria', codigo: '298', status: 'rascunho', protocolo: null });
    expect(acoesDoRequerimento(ouvidoria)[0]?.href).toBe(`/home/casag/ouvidoria/298/documentos?id=${ouvidoria.id}`);
  });

  it('a diligência is answered with a 273 for CASAG and OAB requests only (the areas 273 accepts)', () => {
    expect(rotulos(resumo({ area: 'casag', status: 'em_diligencia' }))).toEqual(['Responder diligência', 'Comprovante']);
    expect(rotulos(resumo({ area: 'oab', codigo: '403', status: 'em_diligencia' }))).toEqual(['Responder diligência', 'Comprovante']);
    expect(rotulos(resumo({ area: 'ouvidoria', codigo: '300', status: 'em_diligencia' }))).toEqual(['Comprovante']);
  });

  it('a fee waiting for payment links to the OAB pagamento step', () => {
    const r = resumo({ area: 'oab', codigo: '401', status: 'aguardando_pagamento' });
    expect(acoesDoRequerimento(r).map((a) => [a.rotulo, a.href])).toEqual([
      ['Pagar taxa', `/requerimento/${r.id}/pagamento`],
      ['Comprovante', `/perfil/meus-requerimentos/${r.id}/protocolo`],
    ]);
  });

  it('every sent request offers its receipt; a draft never does', () => {
    for (const status of STATUS_REQUERIMENTO) {
      const r = resumo({ status, protocolo: status === 'rascunho' ? null : '2026/000001' });
      expect(rotulos(r).includes('Comprovante')).toBe(status !== 'rascunho');
    }
  });
});
