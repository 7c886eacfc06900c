import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import { erroParaLog } from '../../lib/log-seguro.js';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  /** The action link of the message, logged in embedded mode so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  enviar(m: Mensagem): Promise<void>;
  /**
   * Sends after the work committed, without waiting: a mail failure never turns a done change into an error.
   * It is logged as `aviso` with the error only (never the message, which may carry a link).
   */
  enviarDepois(mensagens: readonly Mensagem[], log: Pick<FastifyBaseLogger, 'error'>, aviso?: string): void;
  close(): Promise<void>;
}

/** The one "send after commit": every message in parallel, a failure logged without the message. */
function comEnvioDepois(base: Omit<Mailer, 'enviarDepois'>): Mailer {
  return {
    ...base,
    enviarDepois(mensagens, log, aviso = 'falha ao enviar e-mail') {
      if (mensagens.length === 0) return;
      void Promise.all(mensagens.map((m) => base.enviar(m))).catch((err: unknown) => {
        log.error({ erro: erroParaLog(err) }, aviso);
      });
    },
  };
}

/** What the outbox tells of a message it wrote: the sentence for a person (with the link) and the bare facts. */
export type AvisoDaCaixa = (texto: string, fatos: { arquivo: string; assunto: string }) => void;

/**
 * E-mail through nodemailer. Embedded default: each message is written as an .eml file under
 * DATA_DIR/outbox and `avisar` is told (the demonstration prints the sentence, link included: there is no mail
 * server; outside it the process entry logs the file and subject only, never the link — a secret). With
 * SMTP_URL it goes to a real server, and nothing about the message is logged.
 */
export function criarMailer(config: Pick<Config, 'mail' | 'mailFrom'>, avisar: AvisoDaCaixa = (t) => process.stdout.write(`${t}\n`)): Mailer {
  if (config.mail.kind === 'smtp') {
    const transporte = nodemailer.createTransport(config.mail.url);
    return comEnvioDepois({
      async enviar(m) {
        await transporte.sendMail({ from: config.mailFrom, to: m.para, subject: m.assunto, text: m.texto, html: m.html });
      },
      async close() {
        transporte.close();
      },
    });
  }
  const dir = config.mail.dir;
  const transporte = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return comEnvioDepois({
    async enviar(m) {
      const info = await transporte.sendMail({ from: config.mailFrom, to: m.para, subject: m.assunto, text: m.texto, html: m.html });
      fs.mkdirSync(dir, { recursive: true });
      const arquivo = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      fs.writeFileSync(arquivo, info.message as Buffer);
      avisar(`E-mail para ${m.para} — "${m.assunto}" gravado em ${arquivo}${m.link ? `\n  link: ${m.link}` : ''}`, { arquivo, assunto: m.assunto });
    },
    async close() {},
  });
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * One layout for every message: a greeting, paragraphs, an optional button with its link, and a closing
 * line. Text and HTML bodies say the same thing; every interpolated value is escaped in the HTML.
 */
export function montarMensagem(o: {
  para: string;
  assunto: string;
  saudacao: string;
  paragrafos: string[];
  acao?: { rotulo: string; link: string };
  rodape?: string;
}): Mensagem {
  const rodape = o.rodape ?? 'Se você não fez este pedido, ignore esta mensagem. — Portal unificado';
  const texto = [o.saudacao, '', ...o.paragrafos.flatMap((p) => [p, '']), ...(o.acao ? [`${o.acao.rotulo}: ${o.acao.link}`, ''] : []), rodape].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapar(o.saudacao)}</p>
${o.paragrafos.map((p) => `<p>${escapar(p)}</p>`).join('\n')}
${o.acao ? `<p><a href="${escapar(o.acao.link)}" style="background:#0b3a6e;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapar(o.acao.rotulo)}</a></p>\n<p style="font-size:13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapar(o.acao.link)}</p>` : ''}
<p style="font-size:13px;color:#555">${escapar(rodape)}</p>
</body></html>`;
  return { para: o.para, assunto: o.assunto, texto, html, ...(o.acao ? { link: o.acao.link } : {}) };
}
