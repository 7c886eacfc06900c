/**
 * POST /area-restrita/financeiro/anuidade/tabelas: a year's anuidade table, or a new version of it (ADR 045). Never
 * an update: every change is a new version, kept with who entered it and when, and the newest is the one in force.
 * A year whose anuidades were already issued keeps its resolution's values: only a new resolution (another number)
 * may be entered, and it applies to the títulos issued after it — those already issued keep their values.
 */
import { ANOS_A_FRENTE_TABELA, descricaoFaixaAnuidade, EXERCICIO_MINIMO_TABELA, type NovaTabelaAnuidade, type TabelaAnuidade } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import { anuidadeTabelas, pessoas, usuarios } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { exerciciosLancados, tabelaAnuidadeDto } from './listar-tabelas-anuidade.js';

export interface PedidoTabelaAnuidade {
  tabela: NovaTabelaAnuidade;
  hoje: string;
  usuarioId: string;
  origem: { ip: string; userAgent: string | null };
}

/** Resolution numbers compared as staff mean them: 'Res. 12/2026' and 'res. 12/2026 ' are the same. */
const normalizarResolucao = (r: string) => r.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

export async function cadastrarTabelaAnuidade(db: Db, p: PedidoTabelaAnuidade): Promise<TabelaAnuidade> {
  const t = p.tabela;
  const maximo = Number(p.hoje.slice(0, 4)) + ANOS_A_FRENTE_TABELA;
  if (t.exercicio > maximo) {
    const mensagem = `O exercício deve estar entre ${EXERCICIO_MINIMO_TABELA} e ${maximo}.`;
    throw new AppError('VALIDACAO', mensagem, { campos: { exercicio: mensagem } });
  }
  try {
    const id = await db.transaction(async (tx) => {
      const versoes = await tx
        .select({ versao: anuidadeTabelas.versao, resolucao: anuidadeTabelas.resolucao })
        .from(anuidadeTabelas)
        .where(eq(anuidadeTabelas.exercicio, t.exercicio))
        .orderBy(desc(anuidadeTabelas.versao));
      const lancada = (await exerciciosLancados(tx, [t.exercicio])).has(t.exercicio);
      if (lancada && versoes.some((v) => normalizarResolucao(v.resolucao) === normalizarResolucao(t.resolucao))) {
        throw new AppError('ANUIDADE_JA_LANCADA',
          `A anuidade de ${t.exercicio} já foi lançada com a ${t.resolucao.trim()}: essa tabela não pode mais ser alterada. Para mudar os valores, cadastre uma nova resolução (com outro número); ela valerá só para os títulos lançados depois dela.`,
        );
      }
      // The next version number; two staff saving the same year at once both compute it, and the unique index
      // (exercício, versão) refuses the second: it is told to reload, never silently overwritten.
      const versao = (versoes[0]?.versao ?? 0) + 1;
      const [criada] = await tx
        .insert(anuidadeTabelas)
        .values({
          exercicio: t.exercicio,
          versao,
          resolucao: t.resolucao.trim(),
          vencimento: t.vencimento,
          descontoBp: t.descontoBp,
          descontoAte: t.descontoAte,
          parcelasMaximo: t.parcelasMaximo,
          faixas: t.faixas.map((f) => ({ ...f, descricao: descricaoFaixaAnuidade(f.anosDe, f.anosAte) })),
          valorEstagiarioCentavos: t.valorEstagiarioCentavos,
          criadaPor: p.usuarioId,
        })
        .returning({ id: anuidadeTabelas.id });
      if (!criada) throw new Error('tabela da anuidade não gravada');
      await registrarAuditoria(tx, {
        acao: 'anuidade_tabela_cadastrada',
        sucesso: true,
        usuarioId: p.usuarioId,
        ip: p.origem.ip,
        userAgent: p.origem.userAgent,
        detalhes: {
          tabelaId: criada.id,
          exercicio: t.exercicio,
          versao,
          resolucao: t.resolucao.trim(),
          anuidadeJaLancada: lancada,
          vencimento: t.vencimento,
          descontoBp: t.descontoBp,
          descontoAte: t.descontoAte,
          parcelasMaximo: t.parcelasMaximo,
          faixas: t.faixas,
          valorEstagiarioCentavos: t.valorEstagiarioCentavos,
        },
      });
      return criada.id;
    });
    const [linha] = await db
      .select({ tabela: anuidadeTabelas, nome: pessoas.nome, nomeSocial: pessoas.nomeSocial })
      .from(anuidadeTabelas)
      .leftJoin(usuarios, eq(usuarios.id, anuidadeTabelas.criadaPor))
      .leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .where(eq(anuidadeTabelas.id, id));
    if (!linha) throw new Error('tabela da anuidade não encontrada');
    return tabelaAnuidadeDto(linha.tabela, linha.nomeSocial ?? linha.nome ?? null);
  } catch (err) {
    if (violouUnicidade(err, 'anuidade_tabelas_versao_key')) {
      throw new AppError('VERSAO_CONCORRENTE', `Outra versão da tabela de ${t.exercicio} foi gravada agora há pouco. Recarregue a página, confira a versão atual e tente de novo.`);
    }
    throw err;
  }
}
