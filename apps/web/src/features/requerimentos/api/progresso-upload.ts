import type { EventoDeProgresso } from '@/lib/http';

/** What an upload call takes besides the file: the document's key and a progress callback (0–100). */
export interface EnvioArquivo {
  id: string;
  /** DocumentoExigido.chave of the type. */
  chave: string;
  arquivo: File;
  aoProgredir?: (percentual: number) => void;
  signal?: AbortSignal;
}

/** The multipart body the API reads (field `arquivo`). */
export function corpoDoArquivo(arquivo: File): FormData {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo, arquivo.name);
  return corpo;
}

/** An upload progress event as a whole percentage (the file's size when the browser does not know the total). */
export function percentualDe(evento: EventoDeProgresso, tamanho: number): number {
  const total = evento.total ?? tamanho;
  if (!total) return 0;
  return Math.min(100, Math.max(0, Math.round((evento.loaded / total) * 100)));
}
