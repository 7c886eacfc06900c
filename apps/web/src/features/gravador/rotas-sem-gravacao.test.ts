import { CATALOGO } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CODIGOS_SEM_GRAVACAO, gravacaoPermitidaEm } from './rotas-sem-gravacao';

describe('routes the recorder never records (ADR 027)', () => {
  it.each([
    ['/denuncia-anonima', ''],
    ['/denuncia-anonima/documentos', '?id=abc'],
    ['/denuncia-anonima/acompanhar', ''],
    ['/home/casag/ouvidoria/301', ''],
    ['/home/casag/ouvidoria/301/finalizado', '?id=abc'],
    ['/home/casag/ouvidoria', ''],
    ['/home/casag/ouvidoria/300', ''],
    ['/home/casag/requerimentos/267', ''],
    ['/home/casag/requerimentos/305/documentos/', '?id=1'],
    ['/home/casag/requerimentos/264', ''],
    ['/home/casag/meusRequerimentosCasag', ''],
    ['/home/casag/vacinas/adquirir', ''],
    ['/perfil/meus-requerimentos/abc/protocolo', ''],
    ['/voting', ''],
    ['/area-restrita/requerimentos/abc', ''],
    ['/requerimento/novo', '?tipo=301'],
    ['/requerimento/novo', '?tipo=267'],
  ])('%s%s: not recorded', (caminho, busca) => {
    expect(gravacaoPermitidaEm(caminho, busca)).toBe(false);
  });

  it.each([
    ['/home', ''],
    ['/login', ''],
    ['/settings', ''],
    ['/home/casag', ''],
    ['/home/casag/viramais', ''],
    ['/financeiro', ''],
    ['/requerimento/novo', '?tipo=401'],
    ['/denuncia-anonimaX', ''],
    ['/votingX', ''],
  ])('%s%s: may be recorded', (caminho, busca) => {
    expect(gravacaoPermitidaEm(caminho, busca)).toBe(true);
  });

  it('the codes never recorded are every CASAG benefit and every ombudsman type, 301 and the sensitive ones among them', () => {
    const esperados = CATALOGO.filter((t) => t.area === 'casag' || t.area === 'ouvidoria').map((t) => t.codigo);
    expect([...CODIGOS_SEM_GRAVACAO].sort()).toEqual([...esperados].sort());
    for (const t of CATALOGO.filter((t) => t.sensivel || t.anonimo)) expect(CODIGOS_SEM_GRAVACAO).toContain(t.codigo);
    expect(CODIGOS_SEM_GRAVACAO).toContain('301');
  });
});
