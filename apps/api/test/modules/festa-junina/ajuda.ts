import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import { festaCheckins, festaCompras, festaIngressos, festaLotes } from '../../../src/db/schema/index.js';
import type { AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { tokenDe } from '../../helpers/requerimentos.js';

export interface Membro extends PessoaCriada {
  token: string;
}

export async function membro(t: AppDeTeste, o: { advogado?: boolean; permissoes?: string[] } = {}): Promise<Membro> {
  const p = await criarPessoa(t.db, { advogado: o.advogado ?? true, permissoes: o.permissoes });
  return { ...p, token: await tokenDe(t, p) };
}

export const auth = (m: Membro) => ({ authorization: `Bearer ${m.token}` });

/** An event (in 30 days unless told) with one lot of `quantidade` on sale, made through the staff routes. */
export async function criarFesta(
  t: AppDeTeste,
  staff: Membro,
  o: { quantidade?: number; capacidade?: number; limiteConvidados?: number; data?: string; segundoLote?: { quantidade: number; abreEm: string | null } } = {},
) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wsapp/festa-junina/staff/eventos',
    headers: auth(staff),
    payload: {
      nome: 'Arraiá do CEL',
      data: o.data ?? somarDias(hojeSaoPaulo(), 30),
      local: 'Sede campestre do CEL',
      capacidade: o.capacidade ?? 1000,
      limiteProprio: 1,
      limiteConvidados: o.limiteConvidados ?? 4,
    },
  });
  if (r.statusCode !== 201) throw new Error(`evento: ${r.statusCode} ${r.body}`);
  const evento = r.json() as { id: string };
  const lote = await t.app.inject({
    method: 'POST',
    url: `/wsapp/festa-junina/staff/eventos/${evento.id}/lotes`,
    headers: auth(staff),
    payload: { nome: '1º lote', ordem: 1, quantidade: o.quantidade ?? 100, abreEm: null, precos: { advogado: 8000, convidado: 10000, crianca: 5000 } },
  });
  if (lote.statusCode !== 201) throw new Error(`lote: ${lote.statusCode} ${lote.body}`);
  if (o.segundoLote) {
    const l2 = await t.app.inject({
      method: 'POST',
      url: `/wsapp/festa-junina/staff/eventos/${evento.id}/lotes`,
      headers: auth(staff),
      payload: { nome: '2º lote', ordem: 2, quantidade: o.segundoLote.quantidade, abreEm: o.segundoLote.abreEm, precos: { advogado: 9000, convidado: 12000, crianca: 6000 } },
    });
    if (l2.statusCode !== 201) throw new Error(`lote 2: ${l2.statusCode} ${l2.body}`);
  }
  return { id: evento.id, loteId: (lote.json() as { lotes: { id: string }[] }).lotes[0]!.id };
}

export function comprar(t: AppDeTeste, m: Membro, eventoId: string, q: { advogado?: number; convidados?: number; criancas?: number; usarViraMais?: boolean }) {
  return t.app.inject({
    method: 'POST',
    url: '/wsapp/festa-junina/compras',
    headers: auth(m),
    payload: { eventoId, advogado: q.advogado ?? 0, convidados: q.convidados ?? 0, criancas: q.criancas ?? 0, usarViraMais: q.usarViraMais ?? false },
  });
}

export function checkin(t: AppDeTeste, porteiro: Membro, eventoId: string, codigo: string, portao = 'Portão 1') {
  return t.app.inject({ method: 'POST', url: '/wsapp/festa-junina/staff/check-in', headers: auth(porteiro), payload: { eventoId, codigo, portao } });
}

/** The rows a refused call must leave untouched. */
export async function contagens(db: Db, eventoId: string) {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    compras: await n(db.select({ n: sql<number>`count(*)::int` }).from(festaCompras).where(eq(festaCompras.eventoId, eventoId))),
    ingressos: await n(db.select({ n: sql<number>`count(*)::int` }).from(festaIngressos).where(eq(festaIngressos.eventoId, eventoId))),
    checkins: await n(db.select({ n: sql<number>`count(*)::int` }).from(festaCheckins).where(eq(festaCheckins.eventoId, eventoId))),
    vendidos: await n(db.select({ n: sql<number>`coalesce(sum(vendidos), 0)::int` }).from(festaLotes).where(eq(festaLotes.eventoId, eventoId))),
  };
}
