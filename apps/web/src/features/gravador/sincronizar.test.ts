import type { GravacaoUsabilidade } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** When the app shell starts, re-identifies or stops the recorder (ADR 027); the tracker module is mocked. */
const gravador = vi.hoisted(() => ({
  estado: 'inativo' as string,
  iniciarGravador: vi.fn(),
  identificarUsuario: vi.fn(),
  pararGravador: vi.fn(),
  getGravacao: vi.fn(),
}));

vi.mock('./gravador', () => ({
  estadoDoGravador: () => gravador.estado,
  iniciarGravador: gravador.iniciarGravador,
  identificarUsuario: gravador.identificarUsuario,
  pararGravador: gravador.pararGravador,
}));
vi.mock('./api/get-gravacao', () => ({ getGravacao: gravador.getGravacao }));

const CONFIGURACAO = { projectKey: 'chave', ingestPoint: 'https://replay.instituicao.org.br/ingest', permitirHttpLocal: false };
const LIGADA: GravacaoUsabilidade = { disponivel: true, ativa: true, configuracao: CONFIGURACAO };
const MARIA = { id: 'u-1', nome: 'Maria Aparecida Souza', email: 'maria@exemplo.com.br' };

async function sincronizar() {
  return (await import('./sincronizar')).sincronizarGravador;
}

beforeEach(() => {
  vi.resetModules();
  gravador.estado = 'inativo';
  gravador.iniciarGravador.mockReset().mockImplementation(async () => {
    gravador.estado = 'ativo';
    return true;
  });
  gravador.identificarUsuario.mockReset();
  gravador.pararGravador.mockReset().mockImplementation(() => {
    gravador.estado = 'parado';
  });
  gravador.getGravacao.mockReset().mockResolvedValue(LIGADA);
});

describe('sincronizarGravador', () => {
  it('configured and on: starts once with the settings and the member; a later route change starts nothing more', async () => {
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    await s({ pathname: '/financeiro', search: '', usuario: MARIA });
    expect(gravador.iniciarGravador).toHaveBeenCalledTimes(1);
    expect(gravador.iniciarGravador).toHaveBeenCalledWith(CONFIGURACAO, MARIA);
    expect(gravador.getGravacao).toHaveBeenCalledTimes(1);
  });

  it('nobody signed in: asks nothing and starts nothing', async () => {
    const s = await sincronizar();
    await s({ pathname: '/login', search: '', usuario: null });
    expect(gravador.getGravacao).not.toHaveBeenCalled();
    expect(gravador.iniciarGravador).not.toHaveBeenCalled();
  });

  it('not configured: not started', async () => {
    gravador.getGravacao.mockResolvedValue({ disponivel: false, ativa: false, configuracao: null });
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    expect(gravador.iniciarGravador).not.toHaveBeenCalled();
  });

  it('the member switched it off (preference off): not started', async () => {
    gravador.getGravacao.mockResolvedValue({ ...LIGADA, ativa: false });
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    expect(gravador.iniciarGravador).not.toHaveBeenCalled();
  });

  it('the settings cannot be read: not started, no error for the member', async () => {
    gravador.getGravacao.mockRejectedValue(new Error('rede'));
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    expect(gravador.iniciarGravador).not.toHaveBeenCalled();
  });

  it.each([
    ['/denuncia-anonima', ''],
    ['/home/casag/ouvidoria/301', ''],
    ['/home/casag/requerimentos/267', ''],
    ['/home/casag/requerimentos/305', ''],
    ['/home/casag/ouvidoria/300', ''],
    ['/requerimento/novo', '?tipo=301'],
  ])('never started on %s%s (the anonymous report, sensitive types)', async (pathname, search) => {
    const s = await sincronizar();
    await s({ pathname, search, usuario: MARIA });
    expect(gravador.iniciarGravador).not.toHaveBeenCalled();
  });

  it('recording, then a route never recorded: stops for the rest of the page load', async () => {
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    await s({ pathname: '/home/casag/ouvidoria/301', search: '', usuario: MARIA });
    expect(gravador.pararGravador).toHaveBeenCalled();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    expect(gravador.iniciarGravador).toHaveBeenCalledTimes(1);
  });

  it('another member signs in on the same page load: identification only', async () => {
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    const joana = { id: 'u-2', nome: 'Joana Ribeiro', email: 'joana@exemplo.com.br' };
    await s({ pathname: '/home', search: '', usuario: joana });
    expect(gravador.iniciarGravador).toHaveBeenCalledTimes(1);
    expect(gravador.identificarUsuario).toHaveBeenCalledWith(joana);
  });

  it('switched off in /settings: stops at once', async () => {
    const s = await sincronizar();
    await s({ pathname: '/home', search: '', usuario: MARIA });
    window.dispatchEvent(new CustomEvent('portal:gravacao-alterada', { detail: { ativa: false } }));
    await s({ pathname: '/settings', search: '', usuario: MARIA });
    expect(gravador.pararGravador).toHaveBeenCalled();
  });
});
