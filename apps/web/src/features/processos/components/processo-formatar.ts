import { descreverDiasRestantes, ROTULO_CLASSE_PROCESSO, ROTULO_MODALIDADE_SESSAO, ROTULO_ORGAO_PROCESSO, type ClasseProcesso, type ModalidadeSessao, type OrgaoProcesso } from '@portal/contracts';

const dataHora = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const data = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '26/11/2026 14:00' in São Paulo time. */
export const dataHoraBr = (iso: string) => dataHora.format(new Date(iso));
/** '26/11/2026' (of an instant, in São Paulo). */
export const dataDoInstanteBr = (iso: string) => data.format(new Date(iso));
/** '2026-11-26' → '26/11/2026'. */
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const rotuloClasse = (c: ClasseProcesso) => ROTULO_CLASSE_PROCESSO[c];
export const rotuloOrgao = (o: OrgaoProcesso) => ROTULO_ORGAO_PROCESSO[o];
export const rotuloModalidade = (m: ModalidadeSessao) => ROTULO_MODALIDADE_SESSAO[m];

/** 'até 15/12/2026 (5 dias úteis restantes)'. */
export const descreverPrazo = (p: { fim: string; diasRestantes: number; diasUteis: boolean }) => `até ${dataBr(p.fim)} (${descreverDiasRestantes(p.diasRestantes, p.diasUteis)})`;
