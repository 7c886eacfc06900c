/**
 * What may go to the log. Secrets travel in URLs (one-time links in the path, tokens in the query) and
 * database errors carry the query's parameters (addresses, hashes): both are masked here.
 */

// The portal's one-time secrets are 43 base64url characters; UUIDs (ids in paths) stay readable.
const SEGREDO_NO_CAMINHO = /^[A-Za-z0-9_-]{32,}$/;
// A run of 32 such characters somewhere in the path: only then is it split into segments.
const SEQUENCIA_LONGA = /[A-Za-z0-9_-]{32}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The anonymous report's API (301): its routes log nothing; a line logged for it anyway (a path the router refuses
// before any route, an unknown method) does not carry the report's id.
const DENUNCIA_ANONIMA = /^\/wsapp\/ouvidoria\/anonima(?=[/?#]|$)/i;

/**
 * A request as the log shows it: method and masked path; for the anonymous report, the method only. The
 * client's address is not in the request log (ADR 046): the audit log keeps it where an action needs it
 * (sign-ins, staff actions), and the proxy's access log has it for every request.
 */
export function requisicaoParaLog(req: { method: string; url: string }): { method: string; url: string } {
  if (DENUNCIA_ANONIMA.test(req.url)) return { method: req.method, url: '/wsapp/ouvidoria/anonima/[oculto]' };
  return { method: req.method, url: urlParaLog(req.url) };
}

/** The path without its query string, with any secret-looking segment replaced. */
export function urlParaLog(url: string): string {
  const i = url.indexOf('?');
  const caminho = i === -1 ? url : url.slice(0, i);
  // Most paths have no segment that long: one scan, and the path goes as it is (every request logs it).
  if (!SEQUENCIA_LONGA.test(caminho)) return caminho;
  return caminho
    .split('/')
    .map((s) => (SEGREDO_NO_CAMINHO.test(s) && !UUID.test(s) ? '[oculto]' : s))
    .join('/');
}

function mensagemSemParametros(mensagem: string): string {
  return mensagem.replace(/\n?params:[\s\S]*$/, '\nparams: [omitidos]');
}

interface ErroParaLog {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: ErroParaLog;
}

/** An error as it may be logged: message without query parameters, no driver `detail` (it quotes values). */
export function erroParaLog(err: unknown, profundidade = 0): ErroParaLog {
  if (!(err instanceof Error)) return { type: typeof err, message: mensagemSemParametros(String(err)) };
  const e = err as Error & { code?: unknown; cause?: unknown };
  return {
    type: e.name,
    message: mensagemSemParametros(e.message),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(e.stack ? { stack: mensagemSemParametros(e.stack.split('\n').filter((l) => !l.startsWith('params:')).join('\n')) } : {}),
    ...(e.cause !== undefined && profundidade < 3 ? { cause: erroParaLog(e.cause, profundidade + 1) } : {}),
  };
}
