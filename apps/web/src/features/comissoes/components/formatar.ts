import { formatarDataBr, type Frequencia } from '@portal/contracts';

export const mandatoBr = (inicio: string, fim: string | null) => (fim ? `${formatarDataBr(inicio)} a ${formatarDataBr(fim)}` : `desde ${formatarDataBr(inicio)}`);

export const frequenciaBr = (f: Frequencia) =>
  f.percentual === null ? 'Sem reuniões com lista encerrada' : `${f.percentual.toLocaleString('pt-BR')}% (${f.presencas} de ${f.reunioes})`;

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
export const dataHoraBr = (iso: string) => DATA_HORA.format(new Date(iso));
