import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarMailer, montarMensagem } from '../../src/plugins/app/mailer.js';
import { CaixaDeTeste } from '../helpers/smtp.js';

const mensagem = montarMensagem({
  para: 'fulana@teste.local',
  assunto: 'Confirmação de e-mail — Portal unificado',
  saudacao: 'Olá, Fulana <script>alert(1)</script>',
  paragrafos: ['Confirme seu endereço para ativar a conta.'],
  acao: { rotulo: 'Confirmar e-mail', link: 'http://portal.teste/confirmar-email/abc123?x=1&y=2' },
});

describe('mailer', () => {
  let caixa: CaixaDeTeste;
  beforeAll(async () => {
    caixa = new CaixaDeTeste();
  });
  afterAll(() => caixa.fechar());

  it('sends Portuguese text and HTML through a real SMTP server, escaping what it interpolates', async () => {
    const mailer = criarMailer({ mail: { kind: 'smtp', url: await caixa.iniciar() }, mailFrom: 'Portal <nao-responda@portal.teste>' });
    await mailer.enviar(mensagem);
    const recebido = await caixa.esperar('fulana@teste.local');
    expect(recebido.assunto).toBe('Confirmação de e-mail — Portal unificado');
    expect(recebido.texto).toContain('Confirme seu endereço para ativar a conta.');
    expect(CaixaDeTeste.link(recebido, 'http://portal.teste/confirmar-email/')).toBe('http://portal.teste/confirmar-email/abc123?x=1&y=2');
    expect(recebido.bruto).toMatch(/text\/html/);
    expect(mensagem.html).not.toContain('<script>');
    expect(mensagem.html).toContain('&lt;script&gt;');
    await mailer.close();
  });

  it('embedded mode writes an .eml to the outbox and prints the link', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-')), 'outbox');
    const avisos: string[] = [];
    const mailer = criarMailer({ mail: { kind: 'outbox', dir }, mailFrom: 'Portal <nao-responda@portal.teste>' }, (t) => avisos.push(t));
    await mailer.enviar(mensagem);
    const arquivos = fs.readdirSync(dir);
    expect(arquivos).toHaveLength(1);
    expect(arquivos[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, arquivos[0]!), 'utf8');
    expect(eml).toMatch(/^To: fulana@teste\.local$/m);
    expect(avisos[0]).toContain('http://portal.teste/confirmar-email/abc123?x=1&y=2');
  });
});
