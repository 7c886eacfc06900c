import type { EtapaRequerimento, TipoRequerimento } from '@portal/contracts';
import { useState } from 'react';
import { mensagemDeErro, mensagemDoServidor, statusDoErro } from '@/lib/api-client';
import { lerChaveAnonima } from './chave-anonima';
import { canalDo, etapaPermitida, hrefDoFluxo, tipoDaFamilia, useFluxo, type Canal, type Familia, type Fluxo } from './use-fluxo';
import { useRequerimentoDoFluxo, type RequerimentoDoFluxo } from './use-requerimento-do-fluxo';

export type EstadoFluxo =
  | { estado: 'carregando' }
  | { estado: 'erro'; mensagem: string; tentarNovamente: () => void; tentando: boolean }
  | { estado: 'nao-encontrado'; mensagem: string }
  /** 301: this tab no longer holds the draft's follow-up key. */
  | { estado: 'sem-chave' }
  | { estado: 'redirecionar'; para: string }
  | {
      estado: 'pronto';
      tipo: TipoRequerimento;
      canal: Canal;
      fluxo: Fluxo;
      /** null on the form step of a new request. */
      requerimento: RequerimentoDoFluxo | null;
      chaveAnonima: string | null;
      /** interno: the member the request is (or will be) filed for. */
      pessoaId: string | null;
      href: (etapa: EtapaRequerimento, id?: string) => string;
    };

/** What a step page shows before anything else: the type in the URL, while it loads or when it is missing. */
export interface ContextoFluxo {
  tipoDaUrl: TipoRequerimento | null;
  estado: EstadoFluxo;
}

/**
 * Loads what a step of the flow needs and decides whether the step may be shown: an unknown type or id is
 * 'not found'; a step the request has not reached (or has left: a sent request's form) redirects to the
 * right one. The server enforces the same order.
 */
export function useCarregarFluxo(familia: Familia, etapa: EtapaRequerimento): ContextoFluxo {
  const fluxo = useFluxo(familia);
  // oab: the type comes from ?tipo= on a new request, from the request itself afterwards.
  const tipoDaUrl = familia === 'oab' && fluxo.id ? null : tipoDaFamilia(fluxo.codigoDaUrl, familia);
  const canal = canalDo(familia, tipoDaUrl);
  // The anonymous report's key is read once per page (finalizado removes it from storage while showing it).
  const [chaveAnonima] = useState(() => (canal === 'anonimo' && fluxo.id ? lerChaveAnonima(fluxo.id) : null));
  const anonimoNoForm = canal === 'anonimo' && etapa === 'form';
  const consulta = useRequerimentoDoFluxo(canal, anonimoNoForm ? null : fluxo.id, chaveAnonima);

  const estado = ((): EstadoFluxo => {
    if (fluxo.idInvalido) return { estado: 'nao-encontrado', mensagem: 'Requerimento não encontrado.' };
    if (!(familia === 'oab' && fluxo.id) && !tipoDaUrl) return { estado: 'nao-encontrado', mensagem: 'Tipo de requerimento não encontrado.' };

    const hrefCom = (tipo: TipoRequerimento, pessoaId: string | null) => (e: EtapaRequerimento, id?: string) =>
      hrefDoFluxo(familia, tipo.codigo, e, { id: id ?? fluxo.id, pessoa: pessoaId });

    if (!fluxo.id) {
      const tipo = tipoDaUrl as TipoRequerimento;
      const href = hrefCom(tipo, fluxo.pessoaId);
      if (etapa !== 'form') return { estado: 'redirecionar', para: href('form') };
      return { estado: 'pronto', tipo, canal, fluxo, requerimento: null, chaveAnonima: null, pessoaId: fluxo.pessoaId, href };
    }

    if (canal === 'anonimo') {
      // No PUT for an anonymous draft: once created, its form is done.
      if (anonimoNoForm) return { estado: 'redirecionar', para: hrefCom(tipoDaUrl as TipoRequerimento, null)('documentos') };
      if (!chaveAnonima) return { estado: 'sem-chave' };
    }

    if (consulta.isPending) return { estado: 'carregando' };
    if (consulta.isError) {
      const status = statusDoErro(consulta.error);
      if (status === 404) return { estado: 'nao-encontrado', mensagem: mensagemDoServidor(consulta.error) ?? 'Requerimento não encontrado.' };
      return {
        estado: 'erro',
        mensagem: mensagemDeErro(consulta.error),
        tentarNovamente: () => void consulta.refetch(),
        tentando: consulta.isFetching,
      };
    }

    const requerimento = consulta.data;
    const tipo = familia === 'oab' ? tipoDaFamilia(requerimento.codigo, 'oab') : tipoDaUrl;
    if (!tipo) return { estado: 'nao-encontrado', mensagem: 'Requerimento não encontrado.' };
    const pessoaId = fluxo.pessoaId ?? requerimento.requerente?.pessoaId ?? null;
    if (familia !== 'oab' && requerimento.codigo !== null && requerimento.codigo !== tipo.codigo) {
      // The id belongs to another type: show it where it belongs (if it belongs to this family at all).
      const certo = tipoDaFamilia(requerimento.codigo, familia);
      if (!certo) return { estado: 'nao-encontrado', mensagem: 'Requerimento não encontrado.' };
      return { estado: 'redirecionar', para: hrefCom(certo, pessoaId)(etapaPermitida(etapa, requerimento.status, certo)) };
    }
    const href = hrefCom(tipo, pessoaId);
    const permitida = etapaPermitida(etapa, requerimento.status, tipo);
    if (permitida !== etapa) return { estado: 'redirecionar', para: href(permitida) };
    return { estado: 'pronto', tipo, canal, fluxo, requerimento, chaveAnonima, pessoaId, href };
  })();

  return { tipoDaUrl, estado };
}
