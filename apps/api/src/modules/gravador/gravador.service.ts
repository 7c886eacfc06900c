import type { GravacaoUsabilidade } from '@portal/contracts';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { gravarEscolhaGravacao, lerEscolhaGravacao } from './gravador.repository.js';

/** What the web needs to decide whether to record this member (ADR 027): off unless configured, then the member's choice (default on). */
export function estadoDaGravacao(config: Pick<Config, 'gravador'>, escolha: boolean | null): GravacaoUsabilidade {
  const g = config.gravador;
  if (!g) return { disponivel: false, ativa: false, configuracao: null };
  return {
    disponivel: true,
    ativa: escolha ?? true,
    configuracao: {
      projectKey: g.projectKey,
      ingestPoint: g.ingestPoint,
      permitirHttpLocal: g.permitirHttpLocal,
    },
  };
}

export async function lerGravacaoUsabilidade(db: Db, config: Pick<Config, 'gravador'>, usuarioId: string): Promise<GravacaoUsabilidade> {
  return estadoDaGravacao(config, await lerEscolhaGravacao(db, usuarioId));
}

/** Stored even when the portal does not record (yet): a member who said no stays out when it is switched on. */
export async function salvarGravacaoUsabilidade(
  db: Db,
  config: Pick<Config, 'gravador'>,
  origem: Origem,
  usuarioId: string,
  ativa: boolean,
): Promise<GravacaoUsabilidade> {
  await gravarEscolhaGravacao(db, usuarioId, ativa);
  await registrarAuditoria(db, {
    acao: 'gravacao_usabilidade_alterada',
    sucesso: true,
    usuarioId,
    ip: origem.ip,
    userAgent: origem.userAgent,
    detalhes: { ativa },
  });
  return estadoDaGravacao(config, ativa);
}
