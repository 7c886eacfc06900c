import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import { instancias } from '../db/schema/index.js';

/**
 * Instances announce themselves in the database (ADR 047): a row each, beaten every BATIMENTO_MS; a row not
 * beaten for EXPIRA_MS is an instance that is gone (stopped, crashed, its machine lost). What they compare is
 * what several instances must share and a local folder does not: documents kept under DATA_DIR/uploads and
 * e-mail written to DATA_DIR/outbox exist only on the machine that wrote them, so behind a balancer a member's
 * document or a link would be found by one instance in two.
 */

export const BATIMENTO_MS = 15_000;
export const EXPIRA_MS = 60_000;

export interface DescricaoInstancia {
  maquina: string;
  pid: number;
  armazenamento: 'local' | 's3';
  correio: 'smtp' | 'outbox';
  diretorio: string;
}

export interface InstanciaVista extends DescricaoInstancia {
  id: string;
}

export function descricaoDaInstancia(config: Pick<Config, 'armazenamento' | 'mail' | 'dataDir'>): DescricaoInstancia {
  return {
    maquina: os.hostname().slice(0, 255),
    pid: process.pid,
    armazenamento: config.armazenamento.kind,
    correio: config.mail.kind,
    diretorio: config.dataDir,
  };
}

const usaPastaLocal = (i: DescricaoInstancia) => i.armazenamento === 'local' || i.correio === 'outbox';

/**
 * What is wrong with this instance running beside the others, one sentence each (empty: nothing). Two
 * instances conflict when either keeps documents or e-mail in a local folder and they do not share it: another
 * machine, or another DATA_DIR. With INSTANCIAS_DIRETORIO_COMPARTILHADO the operator says DATA_DIR is one shared
 * mount everywhere: nothing to compare.
 */
export function conflitosDeInstancias(eu: DescricaoInstancia, outras: readonly InstanciaVista[], compartilhado: boolean): string[] {
  if (compartilhado) return [];
  const conflitos: string[] = [];
  for (const outra of outras) {
    if (!usaPastaLocal(eu) && !usaPastaLocal(outra)) continue;
    if (outra.maquina === eu.maquina && outra.diretorio === eu.diretorio) continue;
    const pastas = [
      ...(eu.armazenamento === 'local' || outra.armazenamento === 'local' ? ['documentos em DATA_DIR/uploads (defina S3_BUCKET)'] : []),
      ...(eu.correio === 'outbox' || outra.correio === 'outbox' ? ['e-mails em DATA_DIR/outbox (defina SMTP_URL)'] : []),
    ];
    conflitos.push(
      `outra instância do portal está ativa (máquina ${outra.maquina}, processo ${outra.pid}, DATA_DIR ${outra.diretorio}) e esta guarda ou aquela guarda ${pastas.join(' e ')}: cada instância só veria os próprios arquivos.`,
    );
  }
  return conflitos;
}

/** The live instances other than `id`; removes the rows of those that expired. */
export async function instanciasAtivas(db: Db, id: string | null, expiraMs = EXPIRA_MS): Promise<InstanciaVista[]> {
  const limite = sql`now() - make_interval(secs => ${expiraMs / 1000})`;
  await db.delete(instancias).where(lt(instancias.vistoEm, limite));
  const linhas = await db
    .select({
      id: instancias.id,
      maquina: instancias.maquina,
      pid: instancias.pid,
      armazenamento: instancias.armazenamento,
      correio: instancias.correio,
      diretorio: instancias.diretorio,
    })
    .from(instancias)
    .where(id === null ? gte(instancias.vistoEm, limite) : and(gte(instancias.vistoEm, limite), ne(instancias.id, id)));
  return linhas.map((l) => ({
    ...l,
    armazenamento: l.armazenamento === 's3' ? 's3' : 'local',
    correio: l.correio === 'smtp' ? 'smtp' : 'outbox',
  }));
}

export interface Anuncio {
  id: string;
  /** The conflicts found as it started (a demonstration goes on with them, loudly). */
  conflitos: string[];
  /** Stops beating and removes the row (the instance leaves without waiting for the expiry). */
  parar(): Promise<void>;
}

export interface OpcoesAnuncio {
  batimentoMs?: number;
  expiraMs?: number;
  compartilhado: boolean;
  /** Production: a conflict found at the start refuses it (InstanciaEmConflito), before the row is written. */
  recusarConflito: boolean;
  /** Called on a beat for each instance that turned up since and conflicts with this one (once each). */
  aoVerConflito(mensagem: string): void;
  /** A beat that failed (the database away): the instance goes on, and beats again later. */
  aoFalhar(erro: unknown): void;
}

export class InstanciaEmConflito extends Error {
  constructor(readonly conflitos: string[]) {
    super(
      `Outra instância do portal está ativa e não compartilha as pastas locais desta:\n${conflitos.map((c) => `  - ${c}`).join('\n')}\n` +
        'Em produção, várias instâncias guardam documentos no S3 (S3_BUCKET) e enviam e-mail por SMTP (SMTP_URL); se DATA_DIR é a mesma pasta compartilhada em todas as máquinas, defina INSTANCIAS_DIRETORIO_COMPARTILHADO=true.',
    );
    this.name = 'InstanciaEmConflito';
  }
}

/**
 * Looks at the instances already running, then writes this instance's row and beats it. A conflict found at the
 * start refuses it in production (nothing written) and is returned otherwise; on every beat it also looks for
 * instances that came up since and conflict with this one (two started at the same moment both hear of it on
 * the next beat).
 */
export async function anunciarInstancia(db: Db, eu: DescricaoInstancia, o: OpcoesAnuncio): Promise<Anuncio> {
  const id = randomUUID();
  const expiraMs = o.expiraMs ?? EXPIRA_MS;
  const jaAtivas = await instanciasAtivas(db, null, expiraMs);
  const conflitos = conflitosDeInstancias(eu, jaAtivas, o.compartilhado);
  if (conflitos.length > 0 && o.recusarConflito) throw new InstanciaEmConflito(conflitos);
  await db.insert(instancias).values({ id, ...eu });
  const avisadas = new Set<string>(jaAtivas.map((i) => i.id));
  let parado = false;
  let emCurso: Promise<void> = Promise.resolve();
  const bater = async () => {
    const atualizadas = await db.update(instancias).set({ vistoEm: sql`now()` }).where(eq(instancias.id, id)).returning({ id: instancias.id });
    // Removed while this instance was away past the expiry (a long pause): it announces itself again.
    if (atualizadas.length === 0) await db.insert(instancias).values({ id, ...eu });
    const outras = (await instanciasAtivas(db, id, expiraMs)).filter((i) => !avisadas.has(i.id));
    for (const outra of outras) {
      avisadas.add(outra.id);
      for (const m of conflitosDeInstancias(eu, [outra], o.compartilhado)) o.aoVerConflito(m);
    }
  };
  const timer = setInterval(() => {
    if (parado) return;
    emCurso = bater().catch((err: unknown) => o.aoFalhar(err));
  }, o.batimentoMs ?? BATIMENTO_MS);
  timer.unref();
  return {
    id,
    conflitos,
    async parar() {
      parado = true;
      clearInterval(timer);
      await emCurso;
      await db.delete(instancias).where(eq(instancias.id, id));
    },
  };
}
