import { checkInSchema, type CheckIn } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /presenca/check-in: the signed-in member's check-in with the room code. */
export async function fazerCheckIn(codigo: string): Promise<CheckIn> {
  const r = await apiClient.post<unknown>('/presenca/check-in', { codigo });
  return checkInSchema.parse(r.data);
}

export function useCheckIn() {
  return useMutation({ mutationFn: fazerCheckIn });
}
