/**
 * Filing a petition (issue 13, /peticionamento/{id}): a party or a party's lawyer sends type, text, an
 * optional deadline and PDFs in one multipart request. Whole or nothing: the PDFs stream to the storage first
 * (receberArquivo: checked by content, size-capped), then ONE transaction takes the protocol number and writes
 * the petition, its documents and its movement; any failure removes every stored file and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  camposPeticaoSchema,
  dataEmSaoPaulo,
  MAX_ARQUIVOS_PETICAO,
  MAX_BYTES_ARQUIVO_PETICAO,
  MAX_BYTES_PETICAO,
  MENSAGEM_PETICIONAMENTO_SO_PARTES,
  type PrazoPeticao,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { processoDocumentos, processoPeticoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { descreverTamanho, nomeComExtensao, receberArquivo } from '../../lib/armazenamento/receber-arquivo.js';
import type { Contexto } from '../../lib/contexto.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { acessoAoProcesso, estaEnvolvido, lancarMovimento, type Envolvimento } from './index.js';
import { prazosAbertosDoFiler, processoNaoEncontrado, proximoProtocoloPeticao } from './peticoes.repository.js';

/**
 * Lei 11.419/2006, art. 10, § 1º: an electronic filing is on time until 24:00 of the deadline's last day. The
 * day is São Paulo's (the institution's calendar), whatever the server's zone: late when received on a later day.
 */
export function intempestiva(recebidaEm: Date, fimDoPrazo: string): boolean {
  return dataEmSaoPaulo(recebidaEm) > fimDoPrazo;
}

const soPartes = () => new AppError('PETICIONAMENTO_SO_PARTES', MENSAGEM_PETICIONAMENTO_SO_PARTES);

/**
 * Who may file: the process exists for them and they are a party or a party's lawyer. A process that does not
 * exist for them (missing, or confidential and not theirs): the 404 of a missing process, so a confidential one's
 * existence never shows. One they may see (public, or staff) without being a party: 403 PETICIONAMENTO_SO_PARTES.
 */
export async function envolvimentoParaPeticionar(
  db: Contexto['db'],
  processoId: string,
  u: Pick<UsuarioAutenticado, 'pessoaId' | 'permissoes'>,
): Promise<Envolvimento> {
  const acesso = await acessoAoProcesso(db, processoId, u);
  if (!acesso) throw processoNaoEncontrado();
  if (!estaEnvolvido(acesso.envolvimento)) throw soPartes();
  return acesso.envolvimento;
}

const CAMPO_ARQUIVOS = 'arquivos';
const CAMPOS_TEXTO = new Set(['tipo', 'texto', 'prazoId']);

const fechar = { headers: { connection: 'close' } };
const peticaoVazia = () => new AppError('PETICAO_VAZIA', 'Escreva o texto da petição ou anexe ao menos um PDF.');
const arquivosDemais = () =>
  new AppError('LIMITE_DOCUMENTOS', `Uma petição pode ter até ${MAX_ARQUIVOS_PETICAO} arquivos PDF. Junte os demais em outra petição.`, fechar);
const limiteTotal = () =>
  new AppError('LIMITE_BYTES_PETICAO', `Os arquivos da petição passam de ${descreverTamanho(MAX_BYTES_PETICAO)} no total. Divida-os em mais de uma petição.`, fechar);
const campoArquivo = () => new AppError('CAMPO_ARQUIVO', 'Envie os PDFs no campo "arquivos".', fechar);
const prazoInvalido = () => new AppError('PRAZO_INVALIDO', 'Escolha um dos seus prazos em aberto neste processo.', { campos: { prazoId: 'Escolha um dos seus prazos em aberto neste processo.' } });
const naoMultipart = () => new AppError('TIPO_NAO_SUPORTADO', 'Envie a petição como formulário (multipart/form-data).');
const envioIncompleto = () => new AppError('ENVIO_INCOMPLETO', 'O envio chegou incompleto. Envie de novo.');

function errosDeValidacao(erro: { issues: { path: PropertyKey[]; message: string }[] }): AppError {
  const campos: Record<string, string> = {};
  for (const i of erro.issues) {
    const campo = String(i.path[0] ?? 'peticao');
    campos[campo] ??= i.message;
  }
  return new AppError('VALIDACAO', Object.values(campos)[0] ?? 'Dados inválidos.', { campos, ...fechar });
}

/** A multipart/busboy failure as the client's error; anything else (storage, database) is rethrown as is. */
function traduzir(erro: unknown): unknown {
  if (erro instanceof AppError) return erro;
  const e = erro as { code?: unknown; message?: unknown } | null;
  if (e?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return naoMultipart();
  if (e?.code === 'FST_FILES_LIMIT') return arquivosDemais();
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return limiteTotal();
  if (e?.code === 'FST_PARTS_LIMIT' || e?.code === 'FST_FIELDS_LIMIT') return new AppError('CAMPOS_DEMAIS', 'O formulário tem campos demais.', fechar);
  if (typeof e?.code === 'string' && /^FST_(PROTO_VIOLATION|MP_PREMATURE_CLOSE)/.test(e.code)) return envioIncompleto();
  if (typeof e?.message === 'string' && /unexpected end of (form|multipart data)|part terminated early|malformed part header|boundary not found|premature close/i.test(e.message)) {
    return envioIncompleto();
  }
  return erro;
}

interface Recebido {
  id: string;
  chave: string;
  nome: string;
  tamanho: number;
  sha256: string;
}

export interface PeticaoProtocolada {
  id: string;
  protocolo: string;
}

/**
 * Reads the multipart body (fields `tipo`, `texto`, `prazoId` first, then PDFs in `arquivos`) and files the
 * petition. The fields are checked before the first PDF is stored; each PDF is refused (with everything
 * already stored removed) when it is not a PDF by its content, is over the per-file limit or takes the
 * petition over its total.
 */
export async function protocolarPeticaoDoPedido(
  ctx: Pick<Contexto, 'db' | 'armazenamento' | 'config' | 'log'>,
  req: FastifyRequest,
  u: UsuarioAutenticado,
  processoId: string,
): Promise<PeticaoProtocolada> {
  // Before reading the body: the process must be theirs to file into.
  const envolvimento = await envolvimentoParaPeticionar(ctx.db, processoId, u);
  if (!req.isMultipart()) throw naoMultipart();

  const maxPorArquivo = Math.min(ctx.config.uploads.maxBytes, MAX_BYTES_ARQUIVO_PETICAO);
  const guardados: Recebido[] = [];
  const removerGuardados = async () => {
    await Promise.all(guardados.map((g) => ctx.armazenamento.remover(g.chave).catch((e: unknown) => ctx.log.error({ err: erroParaLog(e), chave: g.chave }, 'PDF de petição não removido'))));
  };

  const brutos: Record<string, string> = {};
  let campos: { tipo: string; texto: string; prazoId: string | null } | null = null;
  let prazo: PrazoPeticao | null = null;
  const validarCampos = async () => {
    const r = camposPeticaoSchema.safeParse(brutos);
    if (!r.success) throw errosDeValidacao(r.error);
    campos = r.data;
    if (r.data.prazoId) {
      [prazo = null] = await prazosAbertosDoFiler(ctx.db, processoId, envolvimento, r.data.prazoId);
      if (!prazo) throw prazoInvalido();
    }
  };

  try {
    const partes = req.parts({
      limits: { fileSize: maxPorArquivo + 1, files: MAX_ARQUIVOS_PETICAO, fields: 10, fieldSize: 256 * 1024, parts: MAX_ARQUIVOS_PETICAO + 10 },
    }) as AsyncIterableIterator<Multipart>;
    for await (const parte of partes) {
      if (parte.type === 'field') {
        if (campos !== null || !CAMPOS_TEXTO.has(parte.fieldname)) continue; // fields after the files, or unknown ones, are ignored
        brutos[parte.fieldname] = typeof parte.value === 'string' ? parte.value : String(parte.value);
        continue;
      }
      if (parte.fieldname !== CAMPO_ARQUIVOS) {
        parte.file.destroy();
        throw campoArquivo();
      }
      if (campos === null) {
        try {
          await validarCampos();
        } catch (erro) {
          parte.file.destroy();
          throw erro;
        }
      }
      const jaGuardados = guardados.reduce((s, g) => s + g.tamanho, 0);
      const restante = MAX_BYTES_PETICAO - jaGuardados;
      const id = randomUUID();
      const chave = `processos/${processoId}/peticoes/${id}`;
      let recebido;
      try {
        recebido = await receberArquivo({
          armazenamento: ctx.armazenamento,
          chave,
          corpo: parte.file,
          formatosAceitos: ['pdf'],
          maxBytes: Math.min(maxPorArquivo, restante),
        });
      } catch (erro) {
        // Over what is left of the total (not over the per-file limit): the total is what was passed.
        if (erro instanceof AppError && erro.codigo === 'ARQUIVO_GRANDE_DEMAIS' && restante < maxPorArquivo) throw limiteTotal();
        throw erro;
      }
      guardados.push({ id, chave, nome: nomeComExtensao(parte.filename || 'documento.pdf', 'pdf'), tamanho: recebido.tamanho, sha256: recebido.sha256 });
    }
    if (campos === null) await validarCampos();
  } catch (erro) {
    await removerGuardados();
    throw traduzir(erro);
  }

  const dados = campos as unknown as { tipo: string; texto: string; prazoId: string | null };
  if (dados.texto.length === 0 && guardados.length === 0) throw peticaoVazia();

  try {
    return await ctx.db.transaction(async (tx) => {
      const recebidaEm = new Date();
      const protocolo = await proximoProtocoloPeticao(tx, Number(dataEmSaoPaulo(recebidaEm).slice(0, 4)));
      const prazoEscolhido = prazo as PrazoPeticao | null;
      const [peticao] = await tx
        .insert(processoPeticoes)
        .values({
          processoId,
          protocolo,
          tipo: dados.tipo,
          texto: dados.texto,
          autorUsuarioId: u.id,
          autorPessoaId: u.pessoaId,
          autorNome: u.nome,
          autorQualidade: envolvimento.comoParte.length > 0 ? 'parte' : 'advogado',
          recebidaEm,
          prazoId: prazoEscolhido?.id ?? null,
          intempestiva: prazoEscolhido ? intempestiva(recebidaEm, prazoEscolhido.fim) : false,
        })
        .returning({ id: processoPeticoes.id });
      if (!peticao) throw new Error('Petição não gravada.');
      if (guardados.length > 0) {
        await tx.insert(processoDocumentos).values(
          guardados.map((g) => ({
            id: g.id,
            processoId,
            peticaoId: peticao.id,
            nome: g.nome,
            formato: 'pdf',
            tamanho: g.tamanho,
            sha256: g.sha256,
            armazenamentoChave: g.chave,
            publico: true,
            juntadoPorUsuarioId: u.id,
            juntadoPorNome: u.nome,
            juntadoEm: recebidaEm,
          })),
        );
      }
      await lancarMovimento(tx, {
        processoId,
        tipo: 'peticao',
        texto: `Petição protocolada: ${dados.tipo} (protocolo ${protocolo})`,
        publico: true,
        autorUsuarioId: u.id,
        autorNome: u.nome,
        peticaoId: peticao.id,
        em: recebidaEm,
      });
      return { id: peticao.id, protocolo };
    });
  } catch (erro) {
    await removerGuardados();
    throw erro;
  }
}
