import { describe, expect, it } from 'vitest';
import { criarMailer, montarMensagem } from '../../src/plugins/app/mailer.js';

const mensagem = montarMensagem({
  para: 'fulana@teste.local',
  assunto: 'Assunto',
  saudacao: 'Olá, Fulana.',
  paragrafos: ['Texto.'],
  acao: { rotulo: 'Abrir', link: 'http://portal.teste/segredo-do-link' },
});

describe('mailer.enviarDepois', () => {
  it('does not wait nor throw; a failure is logged with the given notice and without the message', async () => {
    const mailer = criarMailer({ mail: { kind: 'smtp', url: 'smtp://127.0.0.1:1' }, mailFrom: 'Portal <nao-responda@portal.teste>' });
    const registros: { obj: unknown; msg: string }[] = [];
    const log = { error: (obj: unknown, msg: string) => void registros.push({ obj, msg }) };
    try {
      expect(() => mailer.enviarDepois([mensagem], log as never, 'falha de teste')).not.toThrow();
      for (let i = 0; i < 100 && registros.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(registros.map((r) => r.msg)).toEqual(['falha de teste']);
      expect(JSON.stringify(registros)).not.toContain('segredo-do-link');
      expect(JSON.stringify(registros)).not.toContain('fulana@teste.local');
    } finally {
      await mailer.close();
    }
  });

  it('sends nothing and logs nothing for an empty list', async () => {
    const mailer = criarMailer({ mail: { kind: 'smtp', url: 'smtp://127.0.0.1:1' }, mailFrom: 'Portal <nao-responda@portal.teste>' });
    const registros: string[] = [];
    mailer.enviarDepois([], { error: (_o: unknown, m: string) => void registros.push(m) } as never);
    await new Promise((r) => setTimeout(r, 100));
    expect(registros).toEqual([]);
    await mailer.close();
  });
});
