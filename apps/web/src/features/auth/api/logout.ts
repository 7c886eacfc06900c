import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /usuario/logout: revokes the refresh cookie's session on the server. */
export async function logout(): Promise<void> {
  await apiClient.post<unknown>('/usuario/logout', {});
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
