import type { FastifyInstance, FastifyReply } from 'fastify';

/** The session's refresh cookie (httpOnly, strict, scoped to the API's paths). */
export const COOKIE_REFRESH = 'portal_refresh';

export function gravarCookie(app: Pick<FastifyInstance, 'config'>, reply: FastifyReply, refresh: string) {
  reply.setCookie(COOKIE_REFRESH, refresh, {
    httpOnly: true,
    secure: app.config.cookieSecure,
    sameSite: 'strict',
    path: '/wsapp',
    maxAge: app.config.sessionTtlHours * 3600,
  });
}

export function limparCookie(app: Pick<FastifyInstance, 'config'>, reply: FastifyReply) {
  reply.clearCookie(COOKIE_REFRESH, { path: '/wsapp', httpOnly: true, secure: app.config.cookieSecure, sameSite: 'strict' });
}
