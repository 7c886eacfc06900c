import { somarMeses, type CotaMes } from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import { usadosNaCota } from './convites.repository.js';

/** The calendar month of a date: its first day and the first day of the next (the quota counts visit dates). */
export function mesDe(data: string): { mes: string; inicio: string; fim: string } {
  const inicio = `${data.slice(0, 7)}-01`;
  return { mes: data.slice(0, 7), inicio, fim: somarMeses(inicio, 1) };
}

export async function cotaDoMes(ex: Executor, pessoaId: string, data: string, limite: number): Promise<CotaMes> {
  const { mes, inicio, fim } = mesDe(data);
  const usados = await usadosNaCota(ex, pessoaId, inicio, fim);
  return { mes, limite, usados, restantes: Math.max(0, limite - usados) };
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "novembro de 2026" for '2026-11'. */
export function nomeDoMes(mes: string): string {
  return `${MESES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;
}
