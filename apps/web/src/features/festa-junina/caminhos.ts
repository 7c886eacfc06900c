import { paths } from '@/config/paths';
/** The festa junina's routes (kept here, beside the feature). */
export const caminhosFesta = {
  festa: paths.festaJunina,
  meusIngressos: paths.festaJuninaMeusIngressos,
  staff: '/area-restrita/festa-junina',
  checkIn: '/area-restrita/festa-junina/check-in',
} as const;
