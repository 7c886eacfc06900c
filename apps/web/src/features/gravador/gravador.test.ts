import type { ConfiguracaoGravador } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The recorder's rules (spec, sections 4, 5 and 9; ADR 027), against a mocked @openreplay/tracker. */
const tracker = vi.hoisted(() => ({
  construido: vi.fn(),
  start: vi.fn(),
  stop: vi.fn(),
  setUserID: vi.fn(),
  setMetadata: vi.fn(),
}));

vi.mock('@openreplay/tracker', () => ({
  default: class {
    constructor(opcoes: unknown) {
      tracker.construido(opcoes);
    }
    start = tracker.start;
    stop = tracker.stop;
    setUserID = tracker.setUserID;
    setMetadata = tracker.setMetadata;
  },
}));

const CONFIG: ConfiguracaoGravador = { projectKey: 'chave', ingestPoint: 'https://replay.instituicao.org.br/ingest', permitirHttpLocal: false };
const HTTPS = { protocol: 'https:', hostname: 'portal.oabgo.org.br' };
const MARIA = { id: 42, nome: 'Maria Aparecida Souza', email: 'maria@exemplo.com.br' };

let erro: ReturnType<typeof vi.spyOn>;
async function modulo() {
  return import('./gravador');
}

beforeEach(() => {
  vi.resetModules();
  for (const f of Object.values(tracker)) f.mockReset();
  tracker.start.mockResolvedValue({ success: true, sessionID: '1', sessionToken: 't', userUUID: 'u' });
  erro = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => erro.mockRestore());

describe('starting the recorder', () => {
  it('starts on https with the user id as a string and name and email as metadata, inputs and numbers masked', async () => {
    const g = await modulo();
    expect(await g.iniciarGravador(CONFIG, MARIA, HTTPS)).toBe(true);
    expect(g.estadoDoGravador()).toBe('ativo');
    expect(tracker.construido).toHaveBeenCalledTimes(1);
    const opcoes = tracker.construido.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(opcoes).toMatchObject({
      projectKey: 'chave',
      ingestPoint: 'https://replay.instituicao.org.br/ingest',
      __DISABLE_SECURE_MODE: false,
      defaultInputMode: 1,
      obscureInputNumbers: true,
      obscureInputEmails: true,
      obscureTextNumbers: true,
      obscureTextEmails: true,
      network: expect.objectContaining({ disabled: true }),
      captureResourceTimings: false,
    });
    expect(tracker.start).toHaveBeenCalledWith({ userID: '42', metadata: { name: MARIA.nome, email: MARIA.email } });
    expect(erro).not.toHaveBeenCalled();
  });

  it('without a project key: logs an error and does not start', async () => {
    const g = await modulo();
    expect(await g.iniciarGravador({ ...CONFIG, projectKey: null }, MARIA, HTTPS)).toBe(false);
    expect(await g.iniciarGravador({ ...CONFIG, projectKey: '' }, MARIA, HTTPS)).toBe(false);
    expect(erro).toHaveBeenCalledWith(expect.stringContaining('sem chave de projeto'));
    expect(tracker.construido).not.toHaveBeenCalled();
    expect(tracker.start).not.toHaveBeenCalled();
  });

  it('on http: logs an error and does not start', async () => {
    const g = await modulo();
    expect(await g.iniciarGravador(CONFIG, MARIA, { protocol: 'http:', hostname: 'portal.oabgo.org.br' })).toBe(false);
    // http://localhost too, unless the server allows it for tests.
    expect(await g.iniciarGravador(CONFIG, MARIA, { protocol: 'http:', hostname: 'localhost' })).toBe(false);
    expect(erro).toHaveBeenCalledWith(expect.stringContaining('não está em https'));
    expect(tracker.construido).not.toHaveBeenCalled();
    expect(tracker.start).not.toHaveBeenCalled();
  });

  it('the test-only allowance accepts http on localhost only', async () => {
    const g = await modulo();
    const local = { ...CONFIG, permitirHttpLocal: true };
    expect(await g.iniciarGravador(local, MARIA, { protocol: 'http:', hostname: 'portal.oabgo.org.br' })).toBe(false);
    expect(tracker.start).not.toHaveBeenCalled();
    expect(await g.iniciarGravador(local, MARIA, { protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(tracker.construido.mock.calls[0]?.[0]).toMatchObject({ __DISABLE_SECURE_MODE: true });
  });

  it('a second start is refused, with an error, and the tracker is started only once', async () => {
    const g = await modulo();
    expect(await g.iniciarGravador(CONFIG, MARIA, HTTPS)).toBe(true);
    expect(await g.iniciarGravador(CONFIG, { ...MARIA, id: 7 }, HTTPS)).toBe(false);
    expect(erro).toHaveBeenCalledWith(expect.stringContaining('segundo início é recusado'));
    expect(tracker.construido).toHaveBeenCalledTimes(1);
    expect(tracker.start).toHaveBeenCalledTimes(1);
  });

  it('a start the ingest refuses is not retried on this page load', async () => {
    tracker.start.mockResolvedValueOnce({ success: false, reason: 'Server error: 500.' });
    const g = await modulo();
    expect(await g.iniciarGravador(CONFIG, MARIA, HTTPS)).toBe(false);
    expect(g.estadoDoGravador()).toBe('parado');
    expect(await g.iniciarGravador(CONFIG, MARIA, HTTPS)).toBe(false);
    expect(tracker.start).toHaveBeenCalledTimes(1);
  });
});

describe('identification and stopping', () => {
  it('a later identification only updates the user id (a string) and the metadata', async () => {
    const g = await modulo();
    await g.iniciarGravador(CONFIG, MARIA, HTTPS);
    g.identificarUsuario({ id: 'abc-7', nome: 'Joana Ribeiro', email: 'joana@exemplo.com.br' });
    expect(tracker.setUserID).toHaveBeenCalledWith('abc-7');
    expect(tracker.setMetadata).toHaveBeenCalledWith('name', 'Joana Ribeiro');
    expect(tracker.setMetadata).toHaveBeenCalledWith('email', 'joana@exemplo.com.br');
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(tracker.construido).toHaveBeenCalledTimes(1);
  });

  it('identification before any start does nothing', async () => {
    const g = await modulo();
    g.identificarUsuario(MARIA);
    expect(tracker.setUserID).not.toHaveBeenCalled();
    expect(tracker.construido).not.toHaveBeenCalled();
  });

  it('stopping ends the recording for the rest of the page load', async () => {
    const g = await modulo();
    await g.iniciarGravador(CONFIG, MARIA, HTTPS);
    g.pararGravador();
    expect(tracker.stop).toHaveBeenCalledTimes(1);
    expect(await g.iniciarGravador(CONFIG, MARIA, HTTPS)).toBe(false);
    expect(tracker.start).toHaveBeenCalledTimes(1);
  });

  it('stopped while the start call is on its way: stops as soon as it answers', async () => {
    let responder: (v: unknown) => void = () => undefined;
    tracker.start.mockReturnValueOnce(new Promise((r) => (responder = r)));
    const g = await modulo();
    const iniciando = g.iniciarGravador(CONFIG, MARIA, HTTPS);
    await Promise.resolve();
    g.pararGravador();
    responder({ success: true, sessionID: '1', sessionToken: 't', userUUID: 'u' });
    expect(await iniciando).toBe(false);
    expect(tracker.stop).toHaveBeenCalledTimes(1);
    expect(g.estadoDoGravador()).toBe('parado');
  });
});
