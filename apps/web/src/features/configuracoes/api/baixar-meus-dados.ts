import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

function nomeDoArquivo(disposicao: unknown): string {
  const m = typeof disposicao === 'string' ? /filename="([^"]+)"/.exec(disposicao) : null;
  return m?.[1] ?? 'meus-dados-portal-unificado.json';
}

/** GET /usuario/meus-dados (LGPD): every piece of the member's data as a JSON file, saved by the browser. */
export async function baixarMeusDados(): Promise<string> {
  const r = await apiClient.get<Blob>('/usuario/meus-dados', { responseType: 'blob' });
  const nome = nomeDoArquivo(r.headers['content-disposition']);
  const blob = r.data instanceof Blob ? r.data : new Blob([JSON.stringify(r.data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
  return nome;
}

export function useBaixarMeusDados() {
  return useMutation({ mutationFn: baixarMeusDados });
}
