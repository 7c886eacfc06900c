import { respostaCheckinSchema, type CheckinBody, type RespostaCheckin } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /festa-junina/staff/check-in: admits a ticket once (the answer says valid, already used, cancelled…). */
export async function registrarCheckin(body: CheckinBody): Promise<RespostaCheckin> {
  const r = await apiClient.post<unknown>('/festa-junina/staff/check-in', body);
  return respostaCheckinSchema.parse(r.data);
}

export function useRegistrarCheckin() {
  return useMutation({ mutationFn: registrarCheckin });
}
