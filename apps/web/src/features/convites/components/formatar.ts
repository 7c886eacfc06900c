import { formatarCentavos, formatarDataBr } from '@portal/contracts';

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "novembro" for '2026-11' (the year only when it is not `anoAtual`). */
export function nomeDoMes(mes: string, anoAtual?: string): string {
  const nome = MESES[Number(mes.slice(5, 7)) - 1] ?? mes;
  return anoAtual === undefined || mes.slice(0, 4) === anoAtual ? nome : `${nome} de ${mes.slice(0, 4)}`;
}

/** "Restam 3 convites" / "Resta 1 convite" / "Nenhum convite restante". */
export function frasesRestantes(restantes: number): string {
  if (restantes === 0) return 'Nenhum convite restante';
  return restantes === 1 ? 'Resta 1 convite' : `Restam ${restantes} convites`;
}

export const formatarCreditos = (centavos: number) => `${formatarCentavos(centavos)} em créditos ViraMais`;
export { formatarDataBr };
