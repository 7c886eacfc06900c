import type { Config } from './env.js';

/** Addresses that only this machine reaches. */
function soLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/**
 * The start-up warning when PUBLIC_URL is unset but the server listens beyond loopback: links in e-mails and
 * receipts' QR codes then point to http://localhost:PORT, which no other device (a phone scanning a printed
 * receipt) can open. Null when there is nothing to warn about.
 */
export function avisoSemPublicUrl(config: Pick<Config, 'host' | 'publicUrl' | 'publicUrlDefinida'>): string | null {
  if (config.publicUrlDefinida || soLoopback(config.host)) return null;
  return (
    `Aviso: PUBLIC_URL não está definida e o portal escuta em ${config.host}, acessível de outras máquinas. ` +
    `Os links dos e-mails e o QR code dos comprovantes apontam para ${config.publicUrl}, que não abre em outro ` +
    'aparelho (um celular que lê o QR code de um comprovante impresso, por exemplo). Defina PUBLIC_URL com o ' +
    'endereço pelo qual o portal é acessado (ex.: PUBLIC_URL=https://portal.exemplo.org.br).'
  );
}
