import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  apuracaoCifrada,
  avaliarPolinomio,
  cifraDeJson,
  cifrarCedula,
  cifrarParte,
  codigoInicial,
  combinar,
  contextoDaVotacao,
  decifrarParcial,
  encadear,
  escalarParaHex,
  gerarPolinomio,
  hashBase,
  hexParaBytes,
  logDiscreto,
  pontoDeHex,
  publicarGuardiao,
  type Manifesto,
} from '@portal/contracts/votacao-cripto';
import { asc, eq, inArray } from 'drizzle-orm';
import { pessoas, usuarios, votacaoCedulas, votacaoContagens, votacaoDecifracoes, votacaoEleitores, votacaoGuardioes, votacaoOpcoes, votacaoPartes, votacaoVotantes, votacoes } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { congelarEleitores } from '../modules/votacao/index.js';

/** The demo polls' fixed ids (idempotent seed). */
export const ID_ENQUETE_DEMO = '7f1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e23';
export const ID_VOTACAO_PUBLICADA_DEMO = '7f1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e24';
export const ID_VOTACAO_CERIMONIA_DEMO = '7f1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e25';

/** The demo guardians (collaborators who sign in with CPF and password, no second factor: README, e2e). */
export const CPFS_GUARDIOES_DEMO = ['11144477735', '27458391600', '61829037404'] as const;

const DIA = 24 * 60 * 60 * 1000;

/**
 * The demo polls (ADR 059), each with the three demo guardians (Carlos, Beatriz, Diego; quorum 2):
 * - an open poll Maria can vote in (ceremony done; list frozen now: Maria listed, Joana not up to date);
 * - a published poll with real encrypted ballots, the 2-of-3 decryption and its public record;
 * - a poll whose key ceremony staff have started and no guardian has done yet (for the guardians' pages).
 * The seed plays the guardians' browsers for the first two; their secret files (the same JSON the guardian page
 * downloads) are written to DATA_DIR/votacao-guardioes/ when a data dir is given — demo-only secrets, never
 * committed. Idempotent: nothing is added when the open poll exists.
 */
export async function semearVotacao(tx: Tx, agora = new Date(), dataDir?: string): Promise<void> {
  const [existe] = await tx.select({ id: votacoes.id }).from(votacoes).where(eq(votacoes.id, ID_ENQUETE_DEMO));
  if (existe) return;
  const guardioes = await tx
    .select({ id: usuarios.id, cpf: pessoas.cpf })
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(inArray(pessoas.cpf, [...CPFS_GUARDIOES_DEMO]));
  const ids = CPFS_GUARDIOES_DEMO.map((cpf) => guardioes.find((g) => g.cpf === cpf)?.id).filter((id): id is string => Boolean(id));
  if (ids.length < 3) return; // the demo accounts exist only in the demo seed

  const arquivos: { nome: string; conteudo: unknown }[] = [];

  // A published poll: opened 10 days ago, closed 3 days ago, tallied by guardians 1 and 2.
  const publicada = await votacaoComCerimonia(tx, ids, arquivos, {
    id: ID_VOTACAO_PUBLICADA_DEMO,
    titulo: 'Data da próxima assembleia geral da seccional',
    descricao: 'Consulta à advocacia sobre a data da assembleia geral ordinária.',
    opcoes: ['Primeira semana de março', 'Última semana de março', 'Primeira semana de abril'],
    abreEm: new Date(agora.getTime() - 10 * DIA),
    fechaEm: new Date(agora.getTime() - 3 * DIA),
  });
  await congelarEleitores(tx, publicada.linha, new Date(agora.getTime() - 10 * DIA));
  const eleitores = await tx.select({ p: votacaoEleitores.pessoaId }).from(votacaoEleitores).where(eq(votacaoEleitores.votacaoId, publicada.linha.id)).orderBy(asc(votacaoEleitores.pessoaId));
  const ctx = { ...publicada.ctx, opcoes: 3, minimo: 1, maximo: 1 };
  const cedulas = eleitores.map((_, i) => cifrarCedula(ctx, [[0, 1, 0, 2][i % 4]!]).cedula);
  const codigos = encadear(ctx.hashEstendido, cedulas);
  if (eleitores.length > 0) {
    await tx.insert(votacaoVotantes).values(eleitores.map((e) => ({ votacaoId: publicada.linha.id, pessoaId: e.p })));
    await tx.insert(votacaoCedulas).values(cedulas.map((cedula, i) => ({ votacaoId: publicada.linha.id, sequencia: i + 1, codigo: codigos[i]!, cedula })));
  }
  const hE = hexParaBytes(ctx.hashEstendido);
  const cifras = apuracaoCifrada(3, cedulas).map(cifraDeJson);
  const presentes = [1, 2];
  const parciais = presentes.map((l) => cifras.map((c) => decifrarParcial(hE, l, publicada.segredos[l - 1]!, c)));
  await tx.insert(votacaoDecifracoes).values(presentes.map((l, i) => ({ votacaoId: publicada.linha.id, guardiao: l, parciais: parciais[i]! })));
  const contagens = cifras.map((c, j) => logDiscreto(combinar(c, parciais.map((p) => p[j]!)), cedulas.length) ?? 0);
  await tx.insert(votacaoContagens).values(publicada.opcoes.map((o, j) => ({ votacaoId: publicada.linha.id, opcaoId: o, votos: contagens[j]! })));
  await tx
    .update(votacoes)
    .set({
      status: 'publicada',
      abertaEm: new Date(agora.getTime() - 10 * DIA),
      encerradaEm: new Date(agora.getTime() - 3 * DIA),
      apuradaEm: new Date(agora.getTime() - 2 * DIA),
      publicadaEm: new Date(agora.getTime() - 2 * DIA),
      cedulasEncadeadas: cedulas.length,
      ultimoCodigo: codigos.at(-1) ?? codigoInicial(ctx.hashEstendido),
    })
    .where(eq(votacoes.id, publicada.linha.id));

  // The open poll Maria can vote in.
  const aberta = await votacaoComCerimonia(tx, ids, arquivos, {
    id: ID_ENQUETE_DEMO,
    titulo: 'Horário de atendimento da sala da OAB no fórum',
    descricao: 'A diretoria quer saber qual horário de atendimento da sala dos advogados no fórum atende melhor a advocacia.',
    opcoes: ['Das 8h às 17h', 'Das 9h às 18h', 'Das 10h às 19h'],
    abreEm: new Date(agora.getTime() - 60 * 60 * 1000),
    fechaEm: new Date(agora.getTime() + 30 * DIA),
  });
  const [abertaLinha] = await tx.update(votacoes).set({ status: 'aberta', abertaEm: agora }).where(eq(votacoes.id, aberta.linha.id)).returning();
  await congelarEleitores(tx, abertaLinha!, agora);

  // A ceremony staff started: the guardians do it in their browsers.
  const [cerimonia] = await tx
    .insert(votacoes)
    .values({
      id: ID_VOTACAO_CERIMONIA_DEMO,
      titulo: 'Eleição do conselho consultivo da Jovem Advocacia',
      descricao: 'Escolha de um(a) representante para o conselho consultivo.',
      tipo: 'eleicao',
      elegibilidade: 'regular_em_dia',
      abreEm: new Date(agora.getTime() + 2 * DIA),
      fechaEm: new Date(agora.getTime() + 9 * DIA),
      status: 'cerimonia',
      quorum: 2,
    })
    .returning();
  await tx.insert(votacaoOpcoes).values(['Chapa Renovação', 'Chapa Compromisso'].map((texto, ordem) => ({ votacaoId: cerimonia!.id, ordem, texto })));
  await tx.insert(votacaoGuardioes).values(ids.map((usuarioId, i) => ({ votacaoId: cerimonia!.id, indice: i + 1, usuarioId })));

  if (dataDir) {
    const dir = path.join(dataDir, 'votacao-guardioes');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const a of arquivos) writeFileSync(path.join(dir, a.nome), JSON.stringify(a.conteudo, null, 2) + '\n', { mode: 0o600 });
  }
}

interface PollDemo {
  id: string;
  titulo: string;
  descricao: string;
  opcoes: string[];
  abreEm: Date;
  fechaEm: Date;
}

/** A poll with its options and guardians, and the key ceremony played as the three guardians' browsers would. */
async function votacaoComCerimonia(tx: Tx, ids: string[], arquivos: { nome: string; conteudo: unknown }[], d: PollDemo) {
  const [linha] = await tx
    .insert(votacoes)
    .values({ id: d.id, titulo: d.titulo, descricao: d.descricao, tipo: 'enquete', elegibilidade: 'regular_em_dia', abreEm: d.abreEm, fechaEm: d.fechaEm, status: 'cerimonia', quorum: 2 })
    .returning();
  const opcoes = await tx
    .insert(votacaoOpcoes)
    .values(d.opcoes.map((texto, ordem) => ({ votacaoId: d.id, ordem, texto })))
    .returning({ id: votacaoOpcoes.id, ordem: votacaoOpcoes.ordem });
  const manifesto: Manifesto = { votacaoId: d.id, titulo: d.titulo, opcoes: d.opcoes, minimo: 1, maximo: 1, guardioes: ids.length, quorum: 2 };
  const hB = hashBase(manifesto);
  const indices = ids.map((_, i) => i + 1);
  const polinomios = indices.map(() => gerarPolinomio(2));
  const publicos = indices.map((i) => publicarGuardiao(hB, i, polinomios[i - 1]!));
  const agora = new Date();
  await tx.insert(votacaoGuardioes).values(ids.map((usuarioId, i) => ({ votacaoId: d.id, indice: i + 1, usuarioId, publico: publicos[i]!, conferiuEm: agora })));
  const partes = indices.flatMap((de) =>
    indices.filter((para) => para !== de).map((para) => cifrarParte(hB, de, para, pontoDeHex(publicos[para - 1]!.compromissos[0]!), avaliarPolinomio(polinomios[de - 1]!, para))),
  );
  await tx.insert(votacaoPartes).values(partes.map((p) => ({ votacaoId: d.id, de: p.de, para: p.para, parte: p })));
  const segredos = indices.map((l) => indices.reduce((s, i) => s + avaliarPolinomio(polinomios[i - 1]!, l), 0n));
  const ctx = contextoDaVotacao(manifesto, publicos);
  const [concluida] = await tx
    .update(votacoes)
    .set({ chaveConjunta: ctx.chaveConjunta, hashEstendido: ctx.hashEstendido, cerimoniaConcluidaEm: agora, ultimoCodigo: ctx.codigoInicial })
    .where(eq(votacoes.id, d.id))
    .returning();
  for (const i of indices) {
    arquivos.push({
      nome: `${d.id}-guardiao-${i}.json`,
      conteudo: { formato: 'portal-votacao-guardiao/1', votacaoId: d.id, indice: i, hashBase: ctx.hashBase, coeficientes: polinomios[i - 1]!.map(escalarParaHex) },
    });
  }
  return { linha: concluida ?? linha!, ctx, segredos, opcoes: opcoes.sort((a, b) => a.ordem - b.ordem).map((o) => o.id) };
}
