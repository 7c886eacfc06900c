import { CLASSES_PROCESSO, ORGAOS_PROCESSO, ROTULO_CLASSE_PROCESSO, ROTULO_ORGAO_PROCESSO, ROTULO_SITUACAO_PROCESSO, SITUACOES_PROCESSO } from '@portal/contracts';

/** Options of the processes' selects (value and label). */
export const OPCOES_CLASSE = CLASSES_PROCESSO.map((v) => ({ valor: v, rotulo: ROTULO_CLASSE_PROCESSO[v] }));
export const OPCOES_ORGAO = ORGAOS_PROCESSO.map((v) => ({ valor: v, rotulo: ROTULO_ORGAO_PROCESSO[v] }));
export const OPCOES_SITUACAO = SITUACOES_PROCESSO.map((v) => ({ valor: v, rotulo: ROTULO_SITUACAO_PROCESSO[v] }));

/** '2026-04-17' → '17/04/2026'. */
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
