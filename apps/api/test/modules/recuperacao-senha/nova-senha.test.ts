import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirSessao } from '../../../src/modules/auth/sessao.service.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';

/**
 * A new password ends what was in flight. Found in review: an e-mail change requested by someone holding
 * a session survived the owner's password reset, so its link could still move the account to the
 * attacker's address.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

async function tokenDe(p: PessoaCriada) {
  return (await abrirSessao(t.db, t.tokens, 1, p.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null })).token;
}

async function pedirTrocaDeEmail(p: PessoaCriada, novo: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wsapp/usuario/email',
    headers: { authorization: `Bearer ${await tokenDe(p)}` },
    payload: { novoEmail: novo, senhaAtual: p.senha },
  });
  expect(r.statusCode).toBe(202);
  const msg = await t.caixa.esperar(novo);
  return CaixaDeTeste.link(msg, 'http://portal.teste/atualizacao-cadastral/confirmar-email/').split('/').pop()!;
}

const confirmarTroca = (token: string) =>
  t.app.inject({ method: 'POST', url: '/wsapp/usuario/email/confirmar', payload: { token } });

async function emailAtual(p: PessoaCriada) {
  const r = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${await tokenDe(p)}` } });
  return r.json().email as string;
}

describe('a new password voids pending links', () => {
  it('a password reset by link voids a pending e-mail change', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const atacante = `atacante-${randomUUID()}@evil.test`;
    const linkTroca = await pedirTrocaDeEmail(p, atacante);

    expect((await t.app.inject({ method: 'POST', url: '/wsapp/usuario/esqueci-senha', payload: { username: p.cpf } })).statusCode).toBe(202);
    const msg = await t.caixa.esperar(p.email, (e) => e.assunto.startsWith('Redefinição de senha'));
    const reset = CaixaDeTeste.link(msg, 'http://portal.teste/resetpass/').split('/').pop()!;
    const novaSenha = 'uma-senha-nova-e-longa-2026';
    const r = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/redefinir-senha', payload: { token: reset, senha: novaSenha, confirmacao: novaSenha } });
    expect(r.statusCode).toBe(200);

    const tentativa = await confirmarTroca(linkTroca);
    expect(tentativa.statusCode).toBeGreaterThanOrEqual(400);
    expect(tentativa.statusCode).toBeLessThan(500);
    expect(await emailAtual(p)).toBe(p.email);
  });

  it('a password change in the settings voids a pending e-mail change', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const atacante = `atacante-${randomUUID()}@evil.test`;
    const linkTroca = await pedirTrocaDeEmail(p, atacante);

    const r = await t.app.inject({
      method: 'POST',
      url: '/wsapp/usuario/senha',
      headers: { authorization: `Bearer ${await tokenDe(p)}` },
      payload: { senhaAtual: p.senha, novaSenha: 'outra-senha-nova-e-longa-2026' },
    });
    expect(r.statusCode).toBe(200);

    const tentativa = await confirmarTroca(linkTroca);
    expect(tentativa.statusCode).toBeGreaterThanOrEqual(400);
    expect(tentativa.statusCode).toBeLessThan(500);
    expect(await emailAtual(p)).toBe(p.email);
  });
});
