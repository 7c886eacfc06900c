import { paths } from '@/config/paths';
/** The vaccines' paths (member pages under /home/casag, staff pages under /area-restrita). */
export const caminhosVacinas = {
  campanhas: paths.vacinas,
  adquirir: paths.vacinasAdquirir,
  extrato: paths.vacinasExtrato,
  staff: '/area-restrita/vacinas',
  staffNova: '/area-restrita/vacinas/nova',
  staffCampanha: '/area-restrita/vacinas/campanhas/:id',
  staffAplicacao: '/area-restrita/vacinas/aplicacao',
} as const;

export const hrefAdquirir = (campanhaId?: string) =>
  campanhaId ? `${caminhosVacinas.adquirir}?campanha=${encodeURIComponent(campanhaId)}` : caminhosVacinas.adquirir;
export const hrefCampanhaStaff = (id: string) => caminhosVacinas.staffCampanha.replace(':id', encodeURIComponent(id));
