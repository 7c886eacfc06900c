import { z } from 'zod';

/**
 * The usability recorder (spec, sections 1, 4, 5 and 9; ADR 027): the institution's own OpenReplay, off unless
 * the server is configured. The web learns the settings at run time, never from its bundle.
 */
export const configuracaoGravadorSchema = z.object({
  /** OPENREPLAY_PROJECT_KEY; null when only the ingest point is set (the recorder then logs an error and does not start). */
  projectKey: z.string().nullable(),
  /** OPENREPLAY_INGEST_POINT, e.g. https://openreplay.instituicao.org.br/ingest (no trailing slash). */
  ingestPoint: z.string(),
  /** Test-only (OPENREPLAY_PERMITIR_HTTP_LOCAL): the https rule also accepts http://localhost. Never in production. */
  permitirHttpLocal: z.boolean(),
});
export type ConfiguracaoGravador = z.infer<typeof configuracaoGravadorSchema>;

/** GET/PUT /wsapp/usuario/gravacao: whether this portal records, and whether this member lets it record them. */
export const gravacaoUsabilidadeSchema = z.object({
  /** The server has a recorder configured. */
  disponivel: z.boolean(),
  /** The member's choice (/settings); absent choice = on when configured. Always false when not available. */
  ativa: z.boolean(),
  configuracao: configuracaoGravadorSchema.nullable(),
});
export type GravacaoUsabilidade = z.infer<typeof gravacaoUsabilidadeSchema>;

export const salvarGravacaoUsabilidadeBodySchema = z.strictObject({
  ativa: z.boolean(),
});
export type SalvarGravacaoUsabilidadeBody = z.infer<typeof salvarGravacaoUsabilidadeBodySchema>;

/** The privacy notice's section on the recorder, shown only when the portal records (GET /privacidade). */
export const SECAO_AVISO_GRAVACAO = {
  titulo: 'Gravação de uso do portal',
  texto:
    'Para encontrar e corrigir dificuldades de uso, o portal grava como as páginas são usadas por quem está conectado (cliques, rolagem e telas vistas), com o OpenReplay instalado nos servidores da própria instituição, com base no legítimo interesse em melhorar o serviço. A gravação é identificada pelo seu código de usuário, nome e e-mail. Nada do que você digita é gravado: os campos são mascarados, e os números exibidos (como CPF e inscrição) e os e-mails na tela aparecem trocados. Não gravamos a denúncia anônima, a ouvidoria, os requerimentos e benefícios da CASAG, as vacinas, a votação nem a área restrita. Você pode desligar a gravação a qualquer momento em Configurações.',
} as const;
