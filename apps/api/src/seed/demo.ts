import {
  dataEmSaoPaulo,
  formatarCpf,
  REGRAS_ANUIDADE,
  schemaDoTipo,
  somarDias,
  tipoPorCodigo,
  ultimoDiaUtilDoMes,
  type AcaoRequerimento,
  type StatusRequerimento,
} from '@portal/contracts';
import { count, desc, eq, lt, sql } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/client.js';
import {
  anuidadeTabelas,
  andamentos,
  auditoria,
  codigosRecuperacao,
  documentosRequerimento,
  inscricoes,
  pagamentos,
  pessoas,
  planos,
  requerimentos,
  titulos,
  usuarios,
} from '../db/schema/index.js';
import type { Armazenamento } from '../lib/armazenamento/armazenamento.js';
import { receberArquivo } from '../lib/armazenamento/receber-arquivo.js';
import { hashSenha } from '../modules/auth/index.js';
import {
  condicoesAnuidade,
  criarPlanoParcelamento,
  faixasDaTabela,
  lancarAnuidadesDoAno,
  tabelaDoExercicio,
  type TabelaDoExercicio,
} from '../modules/financeiro/index.js';
import type { Tx } from '../db/transacao.js';
import { gerarCodigoVerificacao, proximoProtocolo } from '../modules/requerimentos/index.js';
import { normalizarCodigoRecuperacao, novosCodigosRecuperacao, sha256 } from '../modules/configuracoes/index.js';
import { semearDependentes } from './dependentes.js';
import { semearConvitesDemo } from './convites.js';
import { semearTabelaHonorarios } from './tabela-honorarios.js';
import { semearFestaJunina } from './festa-junina.js';
import { semearVotacao } from './votacao.js';
import { semearVacinas } from './vacinas.js';
import { RAFAEL_VIRAMAIS, semearViraMais } from './viramais.js';
import { semearProcessos } from './processos.js';
import { pdfDemonstracao } from './pdf-demonstracao.js';
import { semearComissoes } from './comissoes.js';

export { pdfDemonstracao };
import { semearSessoes } from './sessoes.js';
import { semearContatos } from './contatos.js';

export interface ContaDemo {
  quem: string;
  modo: 'Usuário' | 'Colaborador';
  usuario: string;
  senha: string;
}

interface PessoaDemo {
  cpf: string;
  nome: string;
  email: string;
  celular: string;
  nascimento: string;
  senha: string;
  permissoes: string[];
  inscricao?: { numero: string; uf: string; dataInscricao: string };
  /** Base32 TOTP secret: the second factor is on (README lists it for an authenticator app). */
  totpSegredo?: string;
  /** Who this is, after the name, in the start-up list of accounts ("advogada", "servidora (área restrita)"). */
  papel: string;
}

/** Ana Lima's authenticator secret (staff must use the second factor). Public on purpose: demo only. */
export const DEMO_TOTP_ANA = 'JBSWY3DPEHPK3PXP';

const DEMO: PessoaDemo[] = [
  {
    cpf: '52998224725',
    nome: 'Maria Aparecida Souza',
    email: 'maria.souza@demo.portal.local',
    celular: '62999990001',
    nascimento: '1985-03-14',
    senha: 'advogado-demo-2026',
    permissoes: [],
    inscricao: { numero: '12345', uf: 'GO', dataInscricao: '2010-06-01' },
    papel: 'advogada',
  },
  {
    cpf: '39053344705',
    nome: 'Joana Ribeiro',
    email: 'joana.ribeiro@demo.portal.local',
    celular: '62999990002',
    nascimento: '1990-08-22',
    senha: 'advogada-demo-2026',
    permissoes: [],
    inscricao: { numero: '23456', uf: 'GO', dataInscricao: '2016-02-15' },
    papel: 'advogada, anuidades vencidas',
  },
  {
    cpf: '11144477735',
    nome: 'Carlos Pereira',
    email: 'carlos.pereira@demo.portal.local',
    celular: '62999990003',
    nascimento: '1978-11-02',
    senha: 'colaborador-demo-2026',
    permissoes: [],
    papel: 'colaborador, guardião das votações de demonstração',
  },
  {
    cpf: '27458391600',
    nome: 'Beatriz Nogueira',
    email: 'beatriz.nogueira@demo.portal.local',
    celular: '62999990006',
    nascimento: '1989-04-12',
    senha: 'colaboradora-demo-2026',
    permissoes: [],
    papel: 'colaboradora, guardiã das votações de demonstração',
  },
  {
    cpf: '61829037404',
    nome: 'Diego Martins',
    email: 'diego.martins@demo.portal.local',
    celular: '62999990007',
    nascimento: '1991-09-03',
    senha: 'colaborador-demo-2026',
    permissoes: [],
    papel: 'colaborador, guardião das votações de demonstração',
  },
  {
    cpf: '93541134780',
    nome: 'Ana Lima',
    email: 'ana.lima@demo.portal.local',
    celular: '62999990004',
    nascimento: '1982-01-30',
    senha: 'servidor-demo-2026',
    permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis', 'CLI_PermissaoOuvidoria', 'CLI_PermissaoFinanceiro', 'CLI_PermissaoVacinas', 'CLI_PermissaoEventos', 'CLI_PermissaoPortaria', 'CLI_PermissaoProcessos', 'CLI_PermissaoComissoes', 'CLI_PermissaoVotacao', 'CLI_PermissaoContatos', 'CLI_PermissaoAcessos', 'CLI_PermissaoInscritos'],
    totpSegredo: DEMO_TOTP_ANA,
    papel: 'servidora (área restrita; pede o código do autenticador)',
  },
  {
    ...RAFAEL_VIRAMAIS,
    celular: '62999990005',
    nascimento: '1984-11-02',
    permissoes: [],
    papel: 'advogado, sem ViraMais',
  },
];

/**
 * The accounts the start-up banner lists, made from the very data the seed inserts (who signs in with what), so
 * the list cannot leave anyone out nor show a password the seed did not set.
 */
export const CONTAS_DEMO: ContaDemo[] = DEMO.map((d) => ({
  quem: `${d.nome}, ${d.papel}${d.inscricao ? ` (${d.inscricao.numero}/${d.inscricao.uf})` : ''}`,
  modo: d.inscricao ? 'Usuário' : 'Colaborador',
  usuario: d.inscricao ? `${formatarCpf(d.cpf)} ou ${d.inscricao.numero}/${d.inscricao.uf}` : formatarCpf(d.cpf),
  senha: d.senha,
}));

/**
 * Lawyers in the register (pessoa + inscrição) with no portal account yet: registering with this CPF at
 * /cadastro makes a lawyer account linked to the register.
 */
const NO_CADASTRO_SEM_CONTA = [
  {
    cpf: '48271635026',
    nome: 'Paulo Mendes',
    email: 'paulo.mendes@demo.portal.local',
    celular: '62999990005',
    nascimento: '1987-05-19',
    inscricao: { numero: '34567', uf: 'GO', dataInscricao: '2014-09-10' },
  },
];

export async function bancoVazio(db: Db): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(usuarios);
  return (r?.n ?? 0) === 0;
}

/**
 * Inserts the demo people and accounts, and for the people created now their títulos and requests
 * (requerimentosDemo); safe to run twice (existing CPFs are left alone, and so are their data). The
 * requests' documents are real small PDFs stored in `armazenamento` like any upload; without a storage only
 * the requests that need no file are seeded, so every seeded request is one the engine could have produced.
 */
export async function semearDemo(db: Db, armazenamento?: Armazenamento, segredoConvites?: string, dataDir?: string): Promise<void> {
  const hashes = await Promise.all(DEMO.map((d) => hashSenha(d.senha)));
  await db.transaction(async (tx) => {
    const criados = new Map<string, { pessoaId: string; usuarioId: string }>();
    for (const [i, d] of DEMO.entries()) {
      const [pessoa] = await tx
        .insert(pessoas)
        .values({ cpf: d.cpf, nome: d.nome, email: d.email, celular: d.celular, nascimento: d.nascimento })
        .onConflictDoNothing()
        .returning({ id: pessoas.id });
      if (!pessoa) continue;
      const [usuario] = await tx
        .insert(usuarios)
        .values({
          pessoaId: pessoa.id,
          senhaHash: hashes[i] as string,
          permissoes: d.permissoes,
          emailConfirmadoEm: new Date(),
          totpSegredo: d.totpSegredo ?? null,
          totpAtivadoEm: d.totpSegredo ? new Date() : null,
        })
        .returning({ id: usuarios.id });
      if (!usuario) continue;
      criados.set(d.cpf, { pessoaId: pessoa.id, usuarioId: usuario.id });
      if (d.totpSegredo) {
        // Recovery codes exist as for any account with the second factor; new ones can be made in /settings.
        const codigos = novosCodigosRecuperacao().map((c) => ({ usuarioId: usuario.id, hash: sha256(normalizarCodigoRecuperacao(c)) }));
        await tx.insert(codigosRecuperacao).values(codigos);
      }
      if (d.inscricao) {
        await tx.insert(inscricoes).values({
          pessoaId: pessoa.id,
          numero: d.inscricao.numero,
          uf: d.inscricao.uf,
          tipo: 'principal',
          situacao: 'regular',
          dataInscricao: d.inscricao.dataInscricao,
        });
      }
    }
    for (const d of NO_CADASTRO_SEM_CONTA) {
      const [pessoa] = await tx
        .insert(pessoas)
        .values({ cpf: d.cpf, nome: d.nome, email: d.email, celular: d.celular, nascimento: d.nascimento })
        .onConflictDoNothing()
        .returning({ id: pessoas.id });
      if (!pessoa) continue;
      await tx.insert(inscricoes).values({ pessoaId: pessoa.id, tipo: 'principal', situacao: 'regular', ...d.inscricao });
    }
    await semearFinanceiroERequerimentos(tx, criados, armazenamento);
    await semearDependentes(tx);
    if (segredoConvites) await semearConvitesDemo(tx, segredoConvites);
    await semearVacinas(tx);
    await semearProcessos(tx, dataEmSaoPaulo(), armazenamento);
    await semearComissoes(tx, dataEmSaoPaulo());
    await semearSessoes(tx, dataEmSaoPaulo());
    await semearProcessos(tx, dataEmSaoPaulo());
    await semearContatos(tx);
    // This year's anuidade of every lawyer in the demo that has none yet (Joana's, Rafael's), as the daily job
    // lança it (ADR 035): the homes and every gate see it from the first page, not only after /annuity.
    await lancarAnuidadesDoAno(tx, dataEmSaoPaulo());
    // The poll's list of voters is frozen last, on the títulos as they stand (with this year's anuidades): frozen
    // before them, Paulo and Rafael counted as up to date, and the demo poll listed 3 voters where a poll with the
    // same rule opened a minute later lists 1.
    await semearVotacao(tx, new Date(), dataDir);
  });
  await semearFestaJunina(db);
  await db.execute(sql`analyze`);
}

/* ---------- títulos and requests of the demo people ---------- */

const CPF_MARIA = '52998224725';
const CPF_JOANA = '39053344705';
const CPF_ANA = '93541134780';

/**
 * The anuidade tables of the demo's three years (ADR 045). The migration brings 2024–2026; a demo seeded in a
 * later year copies the newest table before each missing year (due on the last business day of April, discount
 * until 31/03), so the demo's past anuidades have the values of a table like any other. Next year's table is never
 * made here: the staff screen shows it missing, as it would be on a real install in December.
 */
async function semearTabelasAnuidadeDemo(tx: Tx, ano: number): Promise<void> {
  for (const exercicio of [ano - 2, ano - 1, ano]) {
    if (await tabelaDoExercicio(tx, exercicio)) continue;
    const [anterior] = await tx
      .select()
      .from(anuidadeTabelas)
      .where(lt(anuidadeTabelas.exercicio, exercicio))
      .orderBy(desc(anuidadeTabelas.exercicio), desc(anuidadeTabelas.versao))
      .limit(1);
    if (!anterior) throw new Error(`Sem tabela da anuidade anterior a ${exercicio} para a demonstração.`);
    await tx.insert(anuidadeTabelas).values({
      exercicio,
      versao: 1,
      resolucao: `Demonstração (valores de ${anterior.exercicio})`,
      vencimento: ultimoDiaUtilDoMes(exercicio, REGRAS_ANUIDADE.vencimentoMes),
      descontoBp: anterior.descontoBp,
      descontoAte: `${exercicio}-${REGRAS_ANUIDADE.descontoAteMesDia}`,
      parcelasMaximo: anterior.parcelasMaximo,
      faixas: anterior.faixas,
      valorEstagiarioCentavos: anterior.valorEstagiarioCentavos,
    });
  }
}

/**
 * The full anuidade (the last band: Maria and Joana are inscribed for more than 5 years) of an exercício, as the
 * year's anuidade table sets it — the same rule as the anuidades the portal makes.
 */
async function anuidadePlenaDemo(tx: Tx, exercicio: number) {
  const tabela: TabelaDoExercicio | null = await tabelaDoExercicio(tx, exercicio);
  if (!tabela) throw new Error(`Sem tabela da anuidade de ${exercicio} para a demonstração.`);
  const plena = faixasDaTabela(tabela).at(-1);
  if (!plena) throw new Error('faixa plena');
  return condicoesAnuidade(tabela, plena);
}

/** The day of the year Maria split this year's anuidade (in the discount period, before it fell due). */
const diaDoParcelamentoDemo = (ano: number) => `${ano}-03-20`;

const ALFANUMERICOS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const aleatorio = (n: number) => Array.from({ length: n }, () => ALFANUMERICOS[randomInt(ALFANUMERICOS.length)]).join('');

/**
 * The PIX notification that settled a seeded título, shaped like a real one: end-to-end id 'E' + the payer
 * PSP's ISPB (zeros: demo) + yyyyMMddHHmm (UTC) + 11 characters, and a dynamic charge's txid (26–35 characters).
 */
function pagamentoPixDemo(tituloId: string, valorCentavos: number, pagoEm: Date) {
  const quando = pagoEm.toISOString().replace(/\D/g, '').slice(0, 12);
  const endToEndId = `E00000000${quando}${aleatorio(11)}`;
  const txid = aleatorio(32);
  const valor = (valorCentavos / 100).toFixed(2);
  return {
    endToEndId,
    meio: 'pix' as const,
    txid,
    tituloId,
    valorCentavos,
    pagoEm,
    recebidoEm: new Date(pagoEm.getTime() + 4000),
    situacao: 'liquidado' as const,
    payload: { endToEndId, txid, valor, horario: pagoEm.toISOString() },
  };
}

/** A moment `dias` days before `hoje` (Sao Paulo calendar) at hh:mm Brasília time (UTC−3, no daylight saving). */
function diasAtras(hoje: string, dias: number, hora: string): Date {
  return new Date(`${somarDias(hoje, -dias)}T${hora}:00-03:00`);
}

/** A step of a seeded request's history, `dias` days ago at `hora`. */
interface PassoDemo {
  acao: AcaoRequerimento | 'criar';
  para: StatusRequerimento;
  autor: 'membro' | 'staff';
  dias: number;
  hora: string;
  texto?: string;
  /** Diligência deadline, in days from today. */
  prazoEmDias?: number;
}

export interface RequerimentoDemo {
  /** CPF of the member the request belongs to. */
  dono: string;
  codigo: string;
  /** Form data, validated with the type's schema (schemaDoTipo) before insertion. */
  dados: Record<string, unknown>;
  /** History in order; the last step's `para` is the request's status. */
  passos: PassoDemo[];
  /** Upload the type's required documents (a small PDF each). */
  comDocumentos: boolean;
}

/**
 * Maria's requests, one per state the screens show: a deferred maternity aid, an extraordinary aid in
 * diligência (deadline 10 days from the day of seeding, so it can be answered with a 273), and a draft of a
 * certidão (OAB service with a fee, at the documents step). Dates are relative to `hoje` (Sao Paulo).
 */
export function requerimentosDemo(hoje: string): RequerimentoDemo[] {
  return [
  {
    dono: CPF_MARIA,
    codigo: '262',
    dados: {
      evento: 'nascimento',
      dataEvento: somarDias(hoje, -75),
      nomeCrianca: 'Helena Souza Martins',
      declaracaoMae: true,
      dadosBancarios: { forma: 'pix', chavePix: 'maria.souza@demo.portal.local' },
    },
    passos: [
      { acao: 'criar', para: 'rascunho', autor: 'membro', dias: 60, hora: '09:12' },
      { acao: 'enviar', para: 'enviado', autor: 'membro', dias: 60, hora: '09:31' },
      { acao: 'iniciar_analise', para: 'em_analise', autor: 'staff', dias: 57, hora: '14:05', texto: 'Documentação recebida; análise iniciada.' },
      {
        acao: 'deferir',
        para: 'deferido',
        autor: 'staff',
        dias: 52,
        hora: '10:40',
        texto: 'Certidão de nascimento conferida e anuidade em dia. Auxílio deferido; o pagamento será feito na chave PIX informada em até 10 dias úteis.',
      },
    ],
    comDocumentos: true,
  },
  {
    dono: CPF_MARIA,
    codigo: '264',
    dados: {
      descricaoEmergencia:
        'Uma enchente atingiu meu escritório, no térreo, e destruiu o computador, a impressora e parte dos arquivos. Preciso do auxílio para repor o equipamento e voltar a atender os clientes.',
      valorSolicitado: 4_500_00,
      rendaFamiliar: 6_200_00,
      dadosBancarios: { forma: 'conta', banco: '001', agencia: '1234-5', conta: '56789-0', tipoConta: 'corrente' },
    },
    passos: [
      { acao: 'criar', para: 'rascunho', autor: 'membro', dias: 12, hora: '16:48' },
      { acao: 'enviar', para: 'enviado', autor: 'membro', dias: 12, hora: '17:02' },
      { acao: 'iniciar_analise', para: 'em_analise', autor: 'staff', dias: 9, hora: '11:20' },
      {
        acao: 'pedir_diligencia',
        para: 'em_diligencia',
        autor: 'staff',
        dias: 2,
        hora: '15:10',
        texto: 'Envie o orçamento da reposição do equipamento e o laudo da Defesa Civil sobre a enchente, por uma juntada de documentos (273).',
        prazoEmDias: 10,
      },
    ],
    comDocumentos: true,
  },
  {
    dono: CPF_MARIA,
    codigo: '401',
    dados: { finalidade: 'licitacao', finalidadeOutra: '' },
    passos: [{ acao: 'criar', para: 'rascunho', autor: 'membro', dias: 1, hora: '18:25' }],
    comDocumentos: false,
  },
];
}

async function semearFinanceiroERequerimentos(
  tx: Tx,
  criados: ReadonlyMap<string, { pessoaId: string; usuarioId: string }>,
  armazenamento: Armazenamento | undefined,
): Promise<void> {
  const hoje = dataEmSaoPaulo();
  const ano = Number(hoje.slice(0, 4));
  const maria = criados.get(CPF_MARIA);
  const joana = criados.get(CPF_JOANA);
  const ana = criados.get(CPF_ANA);
  await semearTabelasAnuidadeDemo(tx, ano);

  // Maria is up to date: the two previous anuidades paid by PIX in March with the early-payment discount (each
  // with the notification that settled it, so the receipts show the payment's id). This year's is still open
  // until its due date (the last business day of April); after it, an open one would be overdue, so by then she
  // has split it (on 20/03, 12 monthly installments) and paid every installment due so far: she pays the next one.
  if (maria) {
    for (const pago of [
      { exercicio: ano - 2, pagoEm: `${ano - 2}-03-12T09:40:00-03:00` },
      { exercicio: ano - 1, pagoEm: `${ano - 1}-03-18T10:15:00-03:00` },
    ]) {
      const c = await anuidadePlenaDemo(tx, pago.exercicio);
      const pagoEm = new Date(pago.pagoEm);
      const valorPago = c.valorCentavos - c.descontoCentavos;
      const [t] = await tx
        .insert(titulos)
        .values({
          pessoaId: maria.pessoaId,
          origem: 'anuidade',
          descricao: `Anuidade ${pago.exercicio}`,
          exercicio: pago.exercicio,
          vencimento: c.vencimento,
          valorCentavos: c.valorCentavos,
          descontoCentavos: c.descontoCentavos,
          descontoAte: c.descontoAte,
          status: 'pago',
          pagoEm,
          valorPagoCentavos: valorPago,
          meioPagamento: 'pix',
        })
        .returning({ id: titulos.id });
      if (!t) throw new Error('título de demonstração');
      await tx.insert(pagamentos).values(pagamentoPixDemo(t.id, valorPago, pagoEm));
    }
    const atual = await anuidadePlenaDemo(tx, ano);
    const [unico] = await tx
      .insert(titulos)
      .values({
        pessoaId: maria.pessoaId,
        origem: 'anuidade',
        descricao: `Anuidade ${ano}`,
        exercicio: ano,
        vencimento: atual.vencimento,
        valorCentavos: atual.valorCentavos,
        descontoCentavos: atual.descontoCentavos,
        descontoAte: atual.descontoAte,
      })
      .returning();
    if (!unico) throw new Error('título de demonstração');
    if (hoje > atual.vencimento) await semearParcelamentoEmDia(tx, unico, hoje);
    await semearViraMais(tx, maria.pessoaId, hoje);
  }
  // Joana owes two past anuidades: not up to date, so the services that require it refuse her, saying why.
  if (joana) {
    const devidas = await Promise.all([ano - 2, ano - 1].map(async (exercicio) => ({ exercicio, c: await anuidadePlenaDemo(tx, exercicio) })));
    await tx.insert(titulos).values(
      devidas.map(({ exercicio, c }) => ({
        pessoaId: joana.pessoaId,
        origem: 'anuidade' as const,
        descricao: `Anuidade ${exercicio}`,
        exercicio,
        vencimento: c.vencimento,
        valorCentavos: c.valorCentavos,
      })),
    );
  }
  // The fee table in force since 1 January (imported once: nothing happens when a version already exists).
  await semearTabelaHonorarios(tx, hoje);

  for (const r of requerimentosDemo(hoje)) {
    const dono = criados.get(r.dono);
    // A sent request without its required documents would be one the engine could never produce: without a storage, skip it.
    if (!dono || (r.comDocumentos && !armazenamento)) continue;
    await semearRequerimento(tx, hoje, r, dono, ana?.usuarioId ?? null, armazenamento);
  }
}

/**
 * This year's anuidade of Maria split on 20/03 into 12 monthly installments (through the same code as the
 * member's split), each installment due before today paid by PIX two days before its due date.
 */
async function semearParcelamentoEmDia(tx: Tx, unico: typeof titulos.$inferSelect, hoje: string): Promise<void> {
  const dia = diaDoParcelamentoDemo(Number(hoje.slice(0, 4)));
  const { planoId } = await criarPlanoParcelamento(tx, unico, 12, dia);
  await tx.update(planos).set({ criadoEm: new Date(`${dia}T11:00:00-03:00`) }).where(eq(planos.id, planoId));
  const parcelas = await tx.select().from(titulos).where(eq(titulos.planoId, planoId));
  for (const p of parcelas.filter((x) => x.vencimento < hoje)) {
    const pagoEm = new Date(`${somarDias(p.vencimento, -2)}T10:05:00-03:00`);
    await tx.update(titulos).set({ status: 'pago', pagoEm, valorPagoCentavos: p.valorCentavos, meioPagamento: 'pix' }).where(eq(titulos.id, p.id));
    await tx.insert(pagamentos).values(pagamentoPixDemo(p.id, p.valorCentavos, pagoEm));
  }
}

async function semearRequerimento(
  tx: Tx,
  hoje: string,
  r: RequerimentoDemo,
  dono: { pessoaId: string; usuarioId: string },
  staffUsuarioId: string | null,
  armazenamento: Armazenamento | undefined,
): Promise<void> {
  const tipo = tipoPorCodigo(r.codigo);
  if (!tipo) throw new Error(`Tipo ${r.codigo} fora do catálogo (dados de demonstração).`);
  const dados = schemaDoTipo(tipo).parse(r.dados);
  const [primeiro] = r.passos;
  const ultimo = r.passos.at(-1);
  if (!primeiro || !ultimo) throw new Error(`Requerimento de demonstração ${r.codigo} sem andamentos.`);

  const quando = (p: PassoDemo) => diasAtras(hoje, p.dias, p.hora);
  const envio = r.passos.find((p) => p.acao === 'enviar' || p.acao === 'enviar_com_taxa');
  const enviadoEm = envio ? quando(envio) : null;
  const decisao = r.passos.find((p) => p.acao === 'deferir' || p.acao === 'indeferir');
  const prazoDiligencia = ultimo.para === 'em_diligencia' && ultimo.prazoEmDias !== undefined ? somarDias(hoje, ultimo.prazoEmDias) : null;

  const [linha] = await tx
    .insert(requerimentos)
    .values({
      codigo: tipo.codigo,
      area: tipo.area,
      pessoaId: dono.pessoaId,
      status: ultimo.para,
      sensivel: tipo.sensivel,
      dados,
      // Protocols come from the same yearly counter as real ones, so later numbers never collide.
      protocolo: enviadoEm ? await proximoProtocolo(tx, Number(dataEmSaoPaulo(enviadoEm).slice(0, 4))) : null,
      codigoVerificacao: enviadoEm ? gerarCodigoVerificacao() : null,
      prazoDiligencia,
      decididoEm: decisao ? quando(decisao) : null,
      enviadoEm,
      criadoEm: quando(primeiro),
      atualizadoEm: quando(ultimo),
      statusDesde: quando(ultimo),
    })
    .returning({ id: requerimentos.id });
  if (!linha) throw new Error('requerimento de demonstração');

  let de: StatusRequerimento | null = null;
  for (const p of r.passos) {
    const staff = p.autor === 'staff';
    await tx.insert(andamentos).values({
      requerimentoId: linha.id,
      acao: p.acao,
      de,
      para: p.para,
      texto: p.texto ?? null,
      autorTipo: p.autor,
      autorUsuarioId: staff ? staffUsuarioId : dono.usuarioId,
      prazo: p.prazoEmDias !== undefined ? somarDias(hoje, p.prazoEmDias) : null,
      criadoEm: quando(p),
    });
    if (staff && staffUsuarioId) {
      await tx.insert(auditoria).values({
        em: quando(p),
        usuarioId: staffUsuarioId,
        acao: 'requerimento_transicao',
        sucesso: true,
        detalhes: { requerimentoId: linha.id, acao: p.acao, de, para: p.para },
      });
    }
    de = p.para;
  }

  if (!r.comDocumentos || !armazenamento) return;
  for (const documento of tipo.documentos.filter((d) => d.obrigatorio)) {
    const documentoId = randomUUID();
    // Stored through the upload pipeline, as a member's file would be (content checked, hashed).
    const recebido = await receberArquivo({
      armazenamento,
      chave: `requerimentos/${linha.id}/${documentoId}`,
      corpo: Readable.from([pdfDemonstracao(documento.rotulo, `${tipo.codigo} - ${tipo.titulo}`)]),
      formatosAceitos: ['pdf'],
      maxBytes: 1024 * 1024,
    });
    await tx.insert(documentosRequerimento).values({
      id: documentoId,
      requerimentoId: linha.id,
      chave: documento.chave,
      nome: `${documento.chave.replace(/_/g, '-')}.pdf`,
      formato: recebido.formato,
      tamanho: recebido.tamanho,
      sha256: recebido.sha256,
      armazenamentoChave: recebido.chave,
      enviadoEm: quando(primeiro),
    });
  }
}


/** The start-up list of demo accounts, in columns as wide as their longest entry. */
export function tabelaContasDemo(): string {
  const linhas: string[][] = [['Quem', 'Modo', 'Usuário', 'Senha'], ...CONTAS_DEMO.map((c) => [c.quem, c.modo, c.usuario, c.senha])];
  const larguras = [0, 1, 2].map((i) => Math.max(...linhas.map((l) => l[i]!.length)));
  return linhas.map((l) => `  ${l.map((celula, i) => celula.padEnd(larguras[i] ?? 0)).join(' ').trimEnd()}`).join('\n');
}
