/** The festa junina's routes (kept here, beside the feature). */
export const caminhosFesta = {
  festa: '/festa-junina',
  meusIngressos: '/festa-junina/meus-ingressos',
  staff: '/area-restrita/festa-junina',
  checkIn: '/area-restrita/festa-junina/check-in',
} as const;
