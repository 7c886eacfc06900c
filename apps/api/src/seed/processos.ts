import { somarDias, somarDiasUteis } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pessoas, processoAdvogados, processoDocumentos, processoMovimentos, processoPartes, processoPrazos, processos } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import type { Armazenamento } from '../lib/armazenamento/armazenamento.js';
import { receberArquivo } from '../lib/armazenamento/receber-arquivo.js';
import { textoDeBusca } from '../lib/texto-de-busca.js';
import { pdfDemonstracao } from './pdf-demonstracao.js';

/**
 * Demo processes (issue 13): Maria is a party (interessada) in a public process and the lawyer of the
 * representado in a confidential ético-disciplinar one; a third, public, involves neither her nor Joana, so the
 * search has something to find by party name. Joana is in none of them: the confidential one does not exist for her.
 */
export const PROCESSOS_DEMO = {
  /** Public; Maria is the interessada. */
  publico: '2026.000101',
  /** Confidential (ético-disciplinar); Maria is the lawyer of the representado. */
  sigiloso: '2026.000102',
  /** Public; other people. */
  outro: '2026.000103',
} as const;

/** The rapporteur of the demo processes: a councillor in the register, with no portal account. */
export const RELATOR_DEMO = { cpf: '74185296355', nome: 'Paulo Henrique Rocha', email: 'paulo.rocha@demo.portal.local' } as const;

const CPF_MARIA = '52998224725';

interface ParteDemo {
  papel: 'representante' | 'representado' | 'interessado';
  nome: string;
  cpf?: string;
  /** A person of the portal, by CPF. */
  pessoaCpf?: string;
  /** CPFs of the party's lawyers (people of the portal). */
  advogados?: string[];
}

interface ProcessoDemo {
  numero: string;
  classe: 'etico-disciplinar' | 'inscricao' | 'beneficio' | 'recurso';
  assunto: string;
  fase: string;
  sigiloso: boolean;
  autuadoHaDias: number;
  partes: ParteDemo[];
  movimentos: { haDias: number; tipo: string; texto: string; publico?: boolean; autor: string }[];
  prazo?: { descricao: string; haDias: number; dias: number; papel: ParteDemo['papel'] };
  /** A PDF peça in the records (public: parties and lawyers download it). */
  documento?: { nome: string; titulo: string; haDias: number; autor: string };
}

function demos(): ProcessoDemo[] {
  return [
    {
      numero: PROCESSOS_DEMO.publico,
      classe: 'inscricao',
      assunto: 'Inscrição suplementar na Seccional de Goiás',
      fase: 'Instrução',
      sigiloso: false,
      autuadoHaDias: 40,
      partes: [{ papel: 'interessado', nome: 'Maria Aparecida Souza', pessoaCpf: CPF_MARIA }],
      movimentos: [
        { haDias: 40, tipo: 'autuacao', texto: 'Processo autuado e distribuído à 1ª Câmara.', autor: 'Secretaria da 1ª Câmara' },
        { haDias: 25, tipo: 'despacho', texto: 'O relator determina a juntada da certidão da seccional de origem.', autor: 'Conselheiro Paulo Henrique Rocha' },
        { haDias: 24, tipo: 'nota', texto: 'Conferência interna da documentação.', publico: false, autor: 'Secretaria da 1ª Câmara' },
        { haDias: 3, tipo: 'intimacao', texto: 'Interessada intimada para manifestar-se sobre o parecer em 15 dias úteis.', autor: 'Secretaria da 1ª Câmara' },
      ],
      prazo: { descricao: 'Manifestação sobre o parecer', haDias: 3, dias: 15, papel: 'interessado' },
      documento: { nome: 'parecer-da-relatoria.pdf', titulo: 'Parecer da relatoria', haDias: 3, autor: 'Secretaria da 1ª Câmara' },
    },
    {
      numero: PROCESSOS_DEMO.sigiloso,
      classe: 'etico-disciplinar',
      assunto: 'Representação por suposta retenção de valores do cliente',
      fase: 'Defesa prévia',
      sigiloso: true,
      autuadoHaDias: 30,
      partes: [
        { papel: 'representante', nome: 'José Carlos Mendes', cpf: '25836914737' },
        { papel: 'representado', nome: 'Lucas Ferreira Dias', cpf: '15975348625', advogados: [CPF_MARIA] },
      ],
      movimentos: [
        { haDias: 30, tipo: 'autuacao', texto: 'Representação recebida e autuada; processo sob sigilo (art. 72, § 2º, do Estatuto).', autor: 'Secretaria do TED' },
        { haDias: 10, tipo: 'intimacao', texto: 'Representado notificado para apresentar defesa prévia em 15 dias úteis.', autor: 'Secretaria do TED' },
      ],
      prazo: { descricao: 'Defesa prévia', haDias: 10, dias: 15, papel: 'representado' },
      documento: { nome: 'representacao.pdf', titulo: 'Representação', haDias: 30, autor: 'Secretaria do TED' },
    },
    {
      numero: PROCESSOS_DEMO.outro,
      classe: 'recurso',
      assunto: 'Recurso contra indeferimento de auxílio',
      fase: 'Aguardando julgamento',
      sigiloso: false,
      autuadoHaDias: 60,
      partes: [{ papel: 'interessado', nome: 'Helena Martins Costa' }],
      movimentos: [
        { haDias: 60, tipo: 'autuacao', texto: 'Recurso recebido e distribuído.', autor: 'Secretaria da 1ª Câmara' },
        { haDias: 20, tipo: 'despacho', texto: 'Relatório concluído; processo apto para pauta.', autor: 'Conselheiro Paulo Henrique Rocha' },
      ],
    },
  ];
}

/**
 * Inserts the demo processes that do not exist yet (by number); safe to run twice. Nothing happens without Maria.
 * With a storage, Maria's two processes get a real small PDF each, stored through the upload pipeline.
 */
export async function semearProcessos(tx: Tx, hoje: string, armazenamento?: Armazenamento): Promise<void> {
  const [maria] = await tx.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, CPF_MARIA));
  if (!maria) return;
  await tx.insert(pessoas).values({ cpf: RELATOR_DEMO.cpf, nome: RELATOR_DEMO.nome, email: RELATOR_DEMO.email }).onConflictDoNothing();
  const [relator] = await tx.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, RELATOR_DEMO.cpf));
  const porCpf = async (cpf: string) => (await tx.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]?.id ?? null;
  const instante = (haDias: number, hora = '10:00') => new Date(`${somarDias(hoje, -haDias)}T${hora}:00-03:00`);

  for (const d of demos()) {
    const [p] = await tx
      .insert(processos)
      .values({
        numero: d.numero,
        classe: d.classe,
        assunto: d.assunto,
        orgao: 'camara-1',
        relatorPessoaId: relator?.id ?? null,
        fase: d.fase,
        sigiloso: d.sigiloso,
        autuadoEm: somarDias(hoje, -d.autuadoHaDias),
      })
      .onConflictDoNothing()
      .returning({ id: processos.id });
    if (!p) continue;
    const partePorPapel = new Map<string, string>();
    for (const parte of d.partes) {
      const pessoaId = parte.pessoaCpf ? await porCpf(parte.pessoaCpf) : null;
      const [criada] = await tx
        .insert(processoPartes)
        .values({ processoId: p.id, papel: parte.papel, pessoaId, nome: parte.nome, nomeBusca: textoDeBusca(parte.nome), cpf: parte.cpf ?? parte.pessoaCpf ?? null })
        .returning({ id: processoPartes.id });
      if (!criada) continue;
      partePorPapel.set(parte.papel, criada.id);
      for (const cpf of parte.advogados ?? []) {
        const advogado = await porCpf(cpf);
        if (advogado) await tx.insert(processoAdvogados).values({ processoId: p.id, parteId: criada.id, pessoaId: advogado });
      }
    }
    await tx.insert(processoMovimentos).values(
      d.movimentos.map((m) => ({ processoId: p.id, em: instante(m.haDias), tipo: m.tipo, texto: m.texto, publico: m.publico ?? true, autorNome: m.autor })),
    );
    if (d.documento && armazenamento) {
      const documentoId = randomUUID();
      const recebido = await receberArquivo({
        armazenamento,
        chave: `processos/${p.id}/${documentoId}`,
        corpo: Readable.from([pdfDemonstracao(d.documento.titulo, `Processo ${d.numero} - ${d.assunto}`)]),
        formatosAceitos: ['pdf'],
        maxBytes: 1024 * 1024,
      });
      await tx.insert(processoDocumentos).values({
        id: documentoId,
        processoId: p.id,
        nome: d.documento.nome,
        formato: recebido.formato,
        tamanho: recebido.tamanho,
        sha256: recebido.sha256,
        armazenamentoChave: recebido.chave,
        juntadoPorNome: d.documento.autor,
        juntadoEm: instante(d.documento.haDias, '11:00'),
      });
    }
    if (d.prazo) {
      const inicio = somarDias(hoje, -d.prazo.haDias);
      await tx.insert(processoPrazos).values({
        processoId: p.id,
        parteId: partePorPapel.get(d.prazo.papel) ?? null,
        descricao: d.prazo.descricao,
        inicio,
        dias: d.prazo.dias,
        diasUteis: true,
        fim: somarDiasUteis(inicio, d.prazo.dias),
      });
    }
  }
}
