import type { Acompanhamento, Documento, Elegibilidade, RequerimentoDetalhe, RequerimentoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import type { RespostaFake } from '@/test/fake-api';

/** Test data of the request flow (the shapes of packages/contracts/src/requerimentos/api.ts). */

export const ID_RASCUNHO = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const ID_DOCUMENTO = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const ID_PESSOA = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const CHAVE_TESTE = 'K7QP-2MZX-9WRT-4HBN-L3VD';

export const elegivel: Elegibilidade = { elegivel: true, motivos: [], opcoesPai: [] };

export function documento(o: Partial<Documento> = {}): Documento {
  return {
    id: ID_DOCUMENTO,
    chave: 'certidao_evento',
    nome: 'certidao.pdf',
    formato: 'pdf',
    tamanho: 245_760,
    sha256: 'a'.repeat(64),
    enviadoEm: '2026-11-20T13:00:00.000Z',
    ...o,
  };
}

export function detalhe(o: Partial<RequerimentoDetalhe> = {}): RequerimentoDetalhe {
  return {
    id: ID_RASCUNHO,
    codigo: '262',
    titulo: 'Auxílio maternidade',
    area: 'casag',
    status: 'rascunho',
    protocolo: null,
    criadoEm: '2026-11-20T12:00:00.000Z',
    atualizadoEm: '2026-11-20T12:00:00.000Z',
    enviadoEm: null,
    prazoDiligencia: null,
    sensivel: false,
    dados: {
      evento: 'nascimento',
      dataEvento: '2026-10-10',
      nomeCrianca: 'Helena Souza',
      declaracaoMae: true,
      dadosBancarios: { forma: 'pix', chavePix: 'maria@exemplo.com.br' },
    },
    pai: null,
    documentos: [],
    andamentos: [],
    tituloTaxa: null,
    acoes: ['cancelar'],
    codigoVerificacao: null,
    ...o,
  };
}

export function detalheStaff(o: Partial<RequerimentoStaff> = {}): RequerimentoStaff {
  return {
    ...detalhe(),
    requerente: { pessoaId: ID_PESSOA, nome: 'Joana Ribeiro', cpf: '52998224725', inscricao: '54321/GO', email: 'joana@exemplo.com.br' },
    registradoPorStaff: true,
    ...o,
  };
}

export function acompanhamento(o: Partial<Acompanhamento> = {}): Acompanhamento {
  return {
    id: ID_RASCUNHO,
    protocolo: null,
    status: 'rascunho',
    criadoEm: '2026-11-20',
    dados: { assunto: 'Cobrança indevida', texto: 'Relato dos fatos.', advogadoRelacionado: null, servicoRelacionado: null },
    documentos: [],
    andamentos: [],
    ...o,
  };
}

/** A fake answer that waits until the test releases it. */
export function adiado() {
  let liberar!: (r: RespostaFake) => void;
  const promessa = new Promise<RespostaFake>((r) => {
    liberar = r;
  });
  return { promessa, liberar };
}

/**
 * The fake HTTP layer answers at once and reports no upload progress: this wraps it so an upload reports
 * `percentual` before its answer, as the browser's XHR does.
 */
export function comProgressoDeUpload(percentual: number) {
  const original = apiClient.defaults.transporte;
  apiClient.defaults.transporte = (requisicao) => {
    requisicao.onUploadProgress?.({ loaded: percentual, total: 100 });
    return original(requisicao);
  };
}
