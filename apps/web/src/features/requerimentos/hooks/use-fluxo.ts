import {
  etapaAtual,
  etapasDoTipo,
  pessoaEncontradaSchema,
  tipoPorCodigo,
  type EtapaRequerimento,
  type PessoaEncontrada,
  type StatusRequerimento,
  type TipoRequerimento,
} from '@portal/contracts';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  hrefDenunciaPublica,
  hrefNovoRequerimentoOab,
  hrefRequerimentoOab,
  hrefTipoCasag,
  hrefTipoInterno,
  hrefTipoOuvidoria,
  paths,
  type FamiliaFluxo,
} from '@/config/paths';

export type Familia = FamiliaFluxo;

/** Which API a flow talks to: the member's, staff filing for a member, or the anonymous channel (301). */
export type Canal = 'membro' | 'interno' | 'anonimo';

const uuid = z.uuid();

/** The one type of the public flow: the anonymous report. */
const CODIGO_DENUNCIA_PUBLICA = '301';

/** What the URL says about the flow: the request's id, the type code, the member staff file for. */
export interface Fluxo {
  familia: Familia;
  /** The draft's id (oab: the path; others: ?id=), null before the draft exists. */
  id: string | null;
  /** An id was given but it is not a UUID: nothing to load. */
  idInvalido: boolean;
  /** The type code the URL names (oab: ?tipo= on /requerimento/novo; others: the :codigo segment). */
  codigoDaUrl: string | null;
  /** interno: ?pessoa= */
  pessoaId: string | null;
  /** interno: the member as the index page found them (passed in the navigation state), when there. */
  pessoa: PessoaEncontrada | null;
}

export function useFluxo(familia: Familia): Fluxo {
  const params = useParams();
  const [busca] = useSearchParams();
  const location = useLocation();
  const idBruto = familia === 'oab' ? (params.id ?? null) : busca.get('id');
  const idValido = idBruto !== null && uuid.safeParse(idBruto).success;
  const pessoaBruta = familia === 'interno' ? busca.get('pessoa') : null;
  const estado: unknown = location.state;
  const pessoaDoEstado =
    typeof estado === 'object' && estado !== null && 'pessoa' in estado ? pessoaEncontradaSchema.safeParse(estado.pessoa) : null;
  return {
    familia,
    id: idValido ? idBruto : null,
    idInvalido: idBruto !== null && !idValido,
    codigoDaUrl: familia === 'oab' ? busca.get('tipo') : familia === 'publica' ? CODIGO_DENUNCIA_PUBLICA : (params.codigo ?? null),
    pessoaId: pessoaBruta !== null && uuid.safeParse(pessoaBruta).success ? pessoaBruta : null,
    pessoa: pessoaDoEstado?.success ? pessoaDoEstado.data : null,
  };
}

/** The type of the catalog the URL names, if it belongs to this family of flows. */
export function tipoDaFamilia(codigo: string | null | undefined, familia: Familia): TipoRequerimento | null {
  if (!codigo) return null;
  const tipo = tipoPorCodigo(codigo);
  if (!tipo) return null;
  switch (familia) {
    case 'oab':
    case 'casag':
    case 'ouvidoria':
      return tipo.area === familia ? tipo : null;
    case 'interno':
      return tipo.internoPermitido && !tipo.anonimo ? tipo : null;
    case 'publica':
      return tipo.anonimo ? tipo : null;
    default: {
      const nunca: never = familia;
      return nunca;
    }
  }
}

export function canalDo(familia: Familia, tipo: TipoRequerimento | null): Canal {
  if (familia === 'interno') return 'interno';
  return tipo?.anonimo ? 'anonimo' : 'membro';
}

/** The URL of a step of this flow. */
export function hrefDoFluxo(
  familia: Familia,
  codigo: string,
  etapa: EtapaRequerimento,
  { id, pessoa }: { id?: string | null | undefined; pessoa?: string | null | undefined } = {},
): string {
  switch (familia) {
    case 'oab':
      return id ? hrefRequerimentoOab(id, etapa) : hrefNovoRequerimentoOab(codigo);
    case 'casag':
      return hrefTipoCasag(codigo, etapa, id ?? undefined);
    case 'ouvidoria':
      return hrefTipoOuvidoria(codigo, etapa, id ?? undefined);
    case 'interno':
      return hrefTipoInterno(codigo, etapa, { id: id ?? undefined, pessoa: pessoa ?? undefined });
    case 'publica':
      return hrefDenunciaPublica(etapa, id ?? undefined);
    default: {
      const nunca: never = familia;
      return nunca;
    }
  }
}

/** Where the family's catalog (the list of types) is. */
export function hrefCatalogo(familia: Familia): string {
  switch (familia) {
    case 'oab':
      return paths.requerimento;
    case 'casag':
      return paths.casagRequerimentos;
    case 'ouvidoria':
      return paths.ouvidoria;
    case 'interno':
      return paths.requerimentosInterno;
    case 'publica':
      return paths.denunciaAnonima;
    default: {
      const nunca: never = familia;
      return nunca;
    }
  }
}

/**
 * Where a form's "Voltar" leads: the family's catalog, except for the public anonymous report, whose catalog is
 * the form itself (one type): a visitor goes back to the start (the login), where the report's link is.
 */
export function hrefVoltarDoFormulario(familia: Familia): string {
  return familia === 'publica' ? paths.raiz : hrefCatalogo(familia);
}

/** Where an anonymous report is followed by its key: the public page for the public flow, the member's otherwise. */
export function hrefAcompanharDenuncia(familia: Familia): string {
  return familia === 'publica' ? paths.denunciaAnonimaAcompanhar : paths.ouvidoriaAcompanhar;
}

/** Where the anonymous flow goes back to: the start (the login for a visitor) or the member's Ouvidoria. */
export function voltarDaDenuncia(familia: Familia): { href: string; rotulo: string } {
  return familia === 'publica' ? { href: paths.raiz, rotulo: 'Ir para o início' } : { href: paths.ouvidoria, rotulo: 'Voltar à Ouvidoria' };
}

/**
 * The step a request with this status may be shown at, when `pedida` is asked for. Form and documents are
 * editable only while a draft; later steps are reachable once the request got there (a step cannot be skipped;
 * the server enforces the same).
 */
export function etapaPermitida(pedida: EtapaRequerimento, status: StatusRequerimento, tipo: TipoRequerimento): EtapaRequerimento {
  const etapas = etapasDoTipo(tipo.taxaCentavos !== null);
  const bruta = etapaAtual(status);
  const atual = etapas.includes(bruta) ? bruta : 'finalizado';
  if (pedida === 'form' || pedida === 'documentos') return status === 'rascunho' ? pedida : atual;
  if (!etapas.includes(pedida)) return atual;
  return etapas.indexOf(pedida) <= etapas.indexOf(atual) ? pedida : atual;
}
