import type { Documento, StatusRequerimento } from '@portal/contracts';
import { useBaixarDocumento } from '../api/baixar-documento';
import { useBaixarDocumentoStaff } from '../api/baixar-documento-staff';
import { useEnviarDenunciaAnonima } from '../api/enviar-denuncia-anonima';
import { useEnviarDocumento } from '../api/enviar-documento';
import { useEnviarDocumentoAnonimo } from '../api/enviar-documento-anonimo';
import { useEnviarDocumentoInterno } from '../api/enviar-documento-interno';
import { useEnviarRequerimento } from '../api/enviar-requerimento';
import { useEnviarRequerimentoInterno } from '../api/enviar-requerimento-interno';
import { useRemoverDocumento } from '../api/remover-documento';
import { useRemoverDocumentoAnonimo } from '../api/remover-documento-anonimo';
import { useRemoverDocumentoInterno } from '../api/remover-documento-interno';
import type { Canal } from './use-fluxo';

export interface OperacoesDocumentos {
  enviarArquivo: (chave: string, arquivo: File, aoProgredir: (p: number) => void) => Promise<Documento>;
  remover: (documento: Documento) => Promise<void>;
  /** null where the channel has no download (the anonymous report). */
  baixar: ((documento: Documento) => Promise<void>) | null;
  /** Finalizes the request; answers the status it reached. */
  enviar: () => Promise<StatusRequerimento>;
  enviando: boolean;
  erroEnvio: unknown;
}

/** The documents step's calls for one channel (member, staff filing for a member, anonymous report). */
export function useOperacoesDocumentos(canal: Canal, id: string, chaveAnonima: string | null): OperacoesDocumentos {
  const upMembro = useEnviarDocumento();
  const upInterno = useEnviarDocumentoInterno();
  const upAnonimo = useEnviarDocumentoAnonimo();
  const rmMembro = useRemoverDocumento();
  const rmInterno = useRemoverDocumentoInterno();
  const rmAnonimo = useRemoverDocumentoAnonimo();
  const baixarMembro = useBaixarDocumento();
  const baixarStaff = useBaixarDocumentoStaff();
  const envMembro = useEnviarRequerimento();
  const envInterno = useEnviarRequerimentoInterno();
  const envAnonimo = useEnviarDenunciaAnonima();
  const chave = chaveAnonima ?? '';

  switch (canal) {
    case 'membro':
      return {
        enviarArquivo: (c, arquivo, aoProgredir) => upMembro.mutateAsync({ id, chave: c, arquivo, aoProgredir }),
        remover: (d) => rmMembro.mutateAsync({ id, documentoId: d.id }),
        baixar: (documento) => baixarMembro.mutateAsync({ id, documento }),
        enviar: async () => (await envMembro.mutateAsync(id)).status,
        enviando: envMembro.isPending,
        erroEnvio: envMembro.error,
      };
    case 'interno':
      return {
        enviarArquivo: (c, arquivo, aoProgredir) => upInterno.mutateAsync({ id, chave: c, arquivo, aoProgredir }),
        remover: (d) => rmInterno.mutateAsync({ id, documentoId: d.id }),
        baixar: (documento) => baixarStaff.mutateAsync({ id, documento }),
        enviar: async () => (await envInterno.mutateAsync(id)).status,
        enviando: envInterno.isPending,
        erroEnvio: envInterno.error,
      };
    case 'anonimo':
      return {
        enviarArquivo: (c, arquivo, aoProgredir) => upAnonimo.mutateAsync({ id, chave: c, arquivo, aoProgredir, chaveAcompanhamento: chave }),
        remover: (d) => rmAnonimo.mutateAsync({ id, documentoId: d.id, chaveAcompanhamento: chave }),
        baixar: null,
        enviar: async () => (await envAnonimo.mutateAsync({ id, chaveAcompanhamento: chave })).status,
        enviando: envAnonimo.isPending,
        erroEnvio: envAnonimo.error,
      };
    default: {
      const nunca: never = canal;
      return nunca;
    }
  }
}
