/**
 * Staff import of a new version of the tabela de honorários: a CSV and the day it comes into force. Every
 * line is checked before anything is stored; one problem anywhere refuses the whole file (with every problem
 * by line), so a version is never half imported. The import is audited in the same transaction.
 */
import { dataIsoDoCalendario, dentroDoIntervaloDeDatas, MENSAGEM_INTERVALO_DE_DATAS, type VersaoHonorarios } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { decodificarCsv, lerCsvHonorarios, type ErroDeLinha } from './ler-csv-honorarios.js';
import { exigirVigenciaLivre, gravarVersaoHonorarios, versaoDe } from './honorarios.repository.js';
import type { FormularioCsv } from './receber-csv.js';

/** The largest CSV accepted: 1 MB (5,000 items take far less). */
export const MAX_BYTES_CSV_HONORARIOS = 1024 * 1024;

export type ResultadoImportacao = { ok: true; versao: VersaoHonorarios } | { ok: false; mensagem: string; erros: ErroDeLinha[] };

const erroVigencia = (mensagem: string) =>
  new AppError('VIGENCIA_INVALIDA', mensagem, {
    campos: { vigenciaInicio: mensagem },
  });

/** The start date typed: a real calendar day, today or later (a version never rewrites the past). */
function lerVigencia(bruto: string | undefined, hoje: string): string {
  const v = (bruto ?? '').trim();
  if (v === '') throw erroVigencia('Informe a data de início da vigência.');
  if (!dataIsoDoCalendario(v)) throw erroVigencia('Informe a data de início da vigência no formato AAAA-MM-DD.');
  if (v < hoje) throw erroVigencia('A vigência deve começar hoje ou depois.');
  if (!dentroDoIntervaloDeDatas(v)) throw erroVigencia(MENSAGEM_INTERVALO_DE_DATAS);
  return v;
}

export interface PedidoImportacao {
  formulario: FormularioCsv;
  hoje: string;
  usuarioId: string;
  origem: { ip: string; userAgent: string | null };
}

export async function importarTabelaHonorarios(db: Db, p: PedidoImportacao): Promise<ResultadoImportacao> {
  const vigenciaInicio = lerVigencia(p.formulario.campos.vigenciaInicio, p.hoje);
  const arquivo = p.formulario.arquivo;
  if (!arquivo) throw new AppError('ARQUIVO_AUSENTE', 'Escolha o arquivo CSV da tabela (campo "arquivo").');
  if (!/\.csv$/i.test(arquivo.nome)) {
    throw new AppError('FORMATO_NAO_ACEITO', 'Envie um arquivo .csv (texto separado por ponto e vírgula).');
  }
  // The cheap refusal first: no point checking 5,000 lines for a day that is taken.
  await exigirVigenciaLivre(db, vigenciaInicio);

  const texto = decodificarCsv(arquivo.bytes);
  if (!texto.ok) return { ok: false, mensagem: texto.mensagem, erros: [] };
  const leitura = lerCsvHonorarios(texto.texto);
  if (!leitura.ok) return leitura;

  const versao = await db.transaction(async (tx) => {
    const v = await gravarVersaoHonorarios(tx, { vigenciaInicio, arquivoNome: arquivo.nome, importadaPor: p.usuarioId, itens: leitura.itens });
    await registrarAuditoria(tx, {
      acao: 'honorarios_importados',
      sucesso: true,
      usuarioId: p.usuarioId,
      ip: p.origem.ip,
      userAgent: p.origem.userAgent,
      detalhes: { versaoId: v.id, vigenciaInicio, totalItens: v.totalItens, arquivoNome: v.arquivoNome },
    });
    return v;
  });
  return { ok: true, versao: versaoDe(versao, vigenciaInicio > p.hoje ? 'futura' : 'vigente') };
}
