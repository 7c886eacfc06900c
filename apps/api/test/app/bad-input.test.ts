import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('bad input never answers 500', () => {
  it.each([
    ['malformed JSON', '{"username": "a",', 400, 'JSON_INVALIDO', undefined],
    ['missing password', '{"username":"52998224725"}', 400, 'VALIDACAO', 'password'],
    ['missing both', '{}', 400, 'VALIDACAO', 'username'],
    ['extra field', '{"username":"a","password":"b","admin":true}', 400, 'VALIDACAO', 'admin'],
    ['wrong type', '{"username":123,"password":"b"}', 400, 'VALIDACAO', 'username'],
    ['array body', '[1,2]', 400, 'VALIDACAO', undefined],
    ['null body', 'null', 400, 'VALIDACAO', undefined],
    ['oversized field', JSON.stringify({ username: 'x'.repeat(200), password: 'b' }), 400, 'VALIDACAO', 'username'],
    ['password over 128', JSON.stringify({ username: 'a', password: 'p'.repeat(129) }), 400, 'VALIDACAO', 'password'],
    ['empty username', JSON.stringify({ username: '   ', password: 'b' }), 400, 'VALIDACAO', 'username'],
  ])('%s → %i', async (_nome, payload, status, codigo, campo) => {
    for (const url of ['/wsapp/usuario/login', '/wsapp/usuario/login-colaborador']) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.codigo).toBe(codigo);
      expect(body.mensagem).toMatch(/[ãáéíóúçõ]|inválid|Campo/);
      if (campo) {
        expect(body.mensagem).toContain(`'${campo}'`);
        expect(body.campos).toHaveProperty(campo);
      }
    }
  });

  it('oversized body → 413 with a Portuguese message', async () => {
    const res = await post('/wsapp/usuario/login', JSON.stringify({ username: 'a', password: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ mensagem: 'O conteúdo enviado excede o limite de 2 KB.', codigo: 'CORPO_GRANDE_DEMAIS' });
  });

  it('unsupported content type → 415 in Portuguese', async () => {
    const res = await post('/wsapp/usuario/login', 'username=a&password=b', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().mensagem).toBe('Tipo de conteúdo não suportado. Envie JSON.');
  });

  it('a file sent to a route that takes none → 415 in Portuguese (multipart is parsed only by the modules that receive files)', async () => {
    const limite = 'limite-do-teste';
    const corpo = [`--${limite}`, 'Content-Disposition: form-data; name="arquivo"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.4', `--${limite}--`, ''].join('\r\n');
    const res = await post('/wsapp/usuario/login', corpo, `multipart/form-data; boundary=${limite}`);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ mensagem: 'Tipo de conteúdo não suportado. Envie JSON.', codigo: 'TIPO_NAO_SUPORTADO' });
  });

  it('unknown routes under /wsapp and /api → 404 JSON', async () => {
    for (const url of ['/wsapp/nao-existe', '/wsapp/usuario/login/extra', '/api/nada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' });
    }
  });

  it('bad query parameters → 400 naming the parameter (not 500), even for staff routes reached anonymously → 401 first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wsapp/auditoria?pagina=abc' });
    expect(res.statusCode).toBe(401);
  });

  it('a login CPF with a wrong check digit is simply a failed login, not an error', async () => {
    const res = await post('/wsapp/usuario/login', JSON.stringify({ username: '529.982.247-26', password: 'x' }));
    expect(res.statusCode).toBe(401);
  });

  it('every error carries a request id header', async () => {
    const res = await post('/wsapp/usuario/login', '{');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});
