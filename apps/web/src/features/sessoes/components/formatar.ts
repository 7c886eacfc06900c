import { ROTULO_MODALIDADE_SESSAO, ROTULO_ORGAO_PROCESSO, type ModalidadeSessao, type OrgaoProcesso } from '@portal/contracts';

const formato = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const curto = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'quinta-feira, 05/12/2026, 14:00' (São Paulo). */
export const dataHoraLonga = (iso: string) => formato.format(new Date(iso));
/** '05/12/2026, 14:00' (São Paulo). */
export const dataHora = (iso: string) => curto.format(new Date(iso));

export const tituloSessao = (s: { orgao: OrgaoProcesso; inicio: string }) => `${ROTULO_ORGAO_PROCESSO[s.orgao]} — ${dataHora(s.inicio)}`;
export const rotuloModalidade = (m: ModalidadeSessao) => ROTULO_MODALIDADE_SESSAO[m];
