/**
 * Vocabulary of the section's administrative processes and judgment sessions (issue 13, DOMAIN.md
 * "Administrative processes and judgment sessions"): the values stored in the database and their labels.
 * Kept apart from the request/response schemas so the database schema and the labels share one list.
 */

/** Process number: year and six digits, 'AAAA.NNNNNN'. */
export const FORMATO_NUMERO_PROCESSO = /^\d{4}\.\d{6}$/;

export const CLASSES_PROCESSO = ['etico-disciplinar', 'inscricao', 'beneficio', 'recurso', 'prerrogativas', 'outros'] as const;
export type ClasseProcesso = (typeof CLASSES_PROCESSO)[number];
export const ROTULO_CLASSE_PROCESSO: Record<ClasseProcesso, string> = {
  'etico-disciplinar': 'Ético-disciplinar',
  inscricao: 'Inscrição',
  beneficio: 'Benefício',
  recurso: 'Recurso',
  prerrogativas: 'Prerrogativas',
  outros: 'Outros',
};

export const ORGAOS_PROCESSO = ['conselho-pleno', 'camara-1', 'camara-2', 'camara-3', 'ted-turma-1', 'ted-turma-2', 'ted-turma-3'] as const;
export type OrgaoProcesso = (typeof ORGAOS_PROCESSO)[number];
export const ROTULO_ORGAO_PROCESSO: Record<OrgaoProcesso, string> = {
  'conselho-pleno': 'Conselho Pleno',
  'camara-1': '1ª Câmara',
  'camara-2': '2ª Câmara',
  'camara-3': '3ª Câmara',
  'ted-turma-1': '1ª Turma do TED',
  'ted-turma-2': '2ª Turma do TED',
  'ted-turma-3': '3ª Turma do TED',
};

export const PAPEIS_PARTE = ['representante', 'representado', 'interessado'] as const;
export type PapelParte = (typeof PAPEIS_PARTE)[number];
export const ROTULO_PAPEL_PARTE: Record<PapelParte, string> = {
  representante: 'Representante',
  representado: 'Representado(a)',
  interessado: 'Interessado(a)',
};

export const SITUACOES_PROCESSO = ['em-andamento', 'suspenso', 'arquivado', 'transitado'] as const;
export type SituacaoProcesso = (typeof SITUACOES_PROCESSO)[number];
export const ROTULO_SITUACAO_PROCESSO: Record<SituacaoProcesso, string> = {
  'em-andamento': 'Em andamento',
  suspenso: 'Suspenso',
  arquivado: 'Arquivado',
  transitado: 'Transitado em julgado',
};

export const SITUACOES_PETICAO = ['recebida', 'juntada', 'rejeitada'] as const;
export type SituacaoPeticao = (typeof SITUACOES_PETICAO)[number];
export const ROTULO_SITUACAO_PETICAO: Record<SituacaoPeticao, string> = {
  recebida: 'Recebida (aguardando a secretaria)',
  juntada: 'Juntada aos autos',
  rejeitada: 'Não conhecida',
};

export const MODALIDADES_SESSAO = ['presencial', 'virtual', 'hibrida'] as const;
export type ModalidadeSessao = (typeof MODALIDADES_SESSAO)[number];
export const ROTULO_MODALIDADE_SESSAO: Record<ModalidadeSessao, string> = {
  presencial: 'Presencial',
  virtual: 'Virtual',
  hibrida: 'Híbrida',
};

export const STATUS_SESSAO = ['agendada', 'aberta', 'encerrada', 'cancelada'] as const;
export type StatusSessao = (typeof STATUS_SESSAO)[number];
export const ROTULO_STATUS_SESSAO: Record<StatusSessao, string> = {
  agendada: 'Agendada',
  aberta: 'Aberta',
  encerrada: 'Encerrada',
  cancelada: 'Cancelada',
};

export const RESULTADOS_PAUTA = ['julgado', 'adiado', 'vista', 'diligencia', 'retirado'] as const;
export type ResultadoPauta = (typeof RESULTADOS_PAUTA)[number];
export const ROTULO_RESULTADO_PAUTA: Record<ResultadoPauta, string> = {
  julgado: 'Julgado',
  adiado: 'Adiado',
  vista: 'Pedido de vista',
  diligencia: 'Convertido em diligência',
  retirado: 'Retirado de pauta',
};

/** Minutes of a sustentação oral (DOMAIN). */
export const MINUTOS_SUSTENTACAO_ORAL = 15;
/** Sign-ups close this many hours before the session starts. */
export const HORAS_LIMITE_SUSTENTACAO = 24;
