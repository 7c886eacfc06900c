import {
  avaliarPolinomio,
  cifraDeJson,
  cifrarCedula,
  cifrarParte,
  decifrarParcial,
  decifrarParte,
  gerarPolinomio,
  hexParaBytes,
  parteConfere,
  pontoDeHex,
  publicarGuardiao,
  type CedulaCifradaJson,
  type GuardiaoPublicoJson,
} from '@portal/contracts/votacao-cripto';
import { expect } from 'vitest';
import type { AppDeTeste } from './app.js';
import { criarPessoa, type PessoaCriada } from './fabrica.js';
import { chamar } from './requerimentos.js';

const HORA = 60 * 60 * 1000;

/**
 * The browsers of a poll's guardians and voters, played with the library (what the web pages do): the key
 * ceremony, encrypted ballots and the partial decryptions. Each guardian's secret polynomial stays here, in the
 * test's memory, as it stays in a guardian's file.
 */
export interface GuardiaoDeTeste {
  pessoa: PessoaCriada;
  indice: number;
  polinomio: bigint[];
  /** s_ℓ = Σ_i P_i(ℓ), known once the parts were checked. */
  segredo: bigint | null;
}

export async function novosGuardioes(t: AppDeTeste, n = 3): Promise<PessoaCriada[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'], nome: `Guardiã ${i + 1} de teste` })));
}

export const corpoCifrado = (guardioes: PessoaCriada[], extra: Record<string, unknown> = {}) => ({
  titulo: 'Enquete cifrada de teste',
  descricao: 'Qual a melhor opção?',
  tipo: 'enquete',
  elegibilidade: 'regular_em_dia',
  abreEm: new Date(Date.now() - HORA).toISOString(),
  fechaEm: new Date(Date.now() + 24 * HORA).toISOString(),
  opcoes: ['Sim', 'Não', 'Abstenção'],
  guardioes: guardioes.map((g) => g.usuarioId),
  quorum: 2,
  ...extra,
});

type Resposta = Awaited<ReturnType<typeof chamar>>;
const ok = (r: Resposta, status = 200) => {
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
};

/** The ceremony, guardian by guardian through the API (publish, send parts, check and confirm). */
export async function cerimonia(t: AppDeTeste, id: string, pessoas: PessoaCriada[], parar?: 'antes-de-conferir'): Promise<GuardiaoDeTeste[]> {
  const gs: GuardiaoDeTeste[] = [];
  for (const p of pessoas) {
    const eu = ok(await chamar(t, p, 'GET', `/wsapp/votacoes-guardiao/${id}`));
    expect(eu.etapa).toBe('publicar-chave');
    const polinomio = gerarPolinomio(eu.quorum);
    const g = { pessoa: p, indice: eu.indice as number, polinomio, segredo: null };
    ok(await chamar(t, p, 'POST', `/wsapp/votacoes-guardiao/${id}/chave`, publicarGuardiao(hexParaBytes(eu.hashBase), g.indice, polinomio)));
    gs.push(g);
  }
  for (const g of gs) {
    const eu = ok(await chamar(t, g.pessoa, 'GET', `/wsapp/votacoes-guardiao/${id}`));
    expect(eu.etapa).toBe('enviar-partes');
    const hB = hexParaBytes(eu.hashBase);
    const partes = (eu.guardioes as { indice: number; publico: GuardiaoPublicoJson }[])
      .filter((o) => o.indice !== g.indice)
      .map((o) => cifrarParte(hB, g.indice, o.indice, pontoDeHex(o.publico.compromissos[0]!), avaliarPolinomio(g.polinomio, o.indice)));
    ok(await chamar(t, g.pessoa, 'POST', `/wsapp/votacoes-guardiao/${id}/partes`, { partes }));
  }
  if (parar) return gs;
  for (const g of gs) {
    const eu = ok(await chamar(t, g.pessoa, 'GET', `/wsapp/votacoes-guardiao/${id}`));
    expect(eu.etapa).toBe('conferir-partes');
    const hB = hexParaBytes(eu.hashBase);
    let s = avaliarPolinomio(g.polinomio, g.indice);
    for (const parte of eu.partesParaMim) {
      const valor = decifrarParte(hB, g.polinomio[0]!, parte);
      const remetente = eu.guardioes.find((o: { indice: number }) => o.indice === parte.de).publico as GuardiaoPublicoJson;
      expect(parteConfere(remetente, g.indice, valor)).toBe(true);
      s += valor;
    }
    g.segredo = s;
    ok(await chamar(t, g.pessoa, 'POST', `/wsapp/votacoes-guardiao/${id}/conferencia`, { confere: true }));
  }
  return gs;
}

/** A ballot made as the voting page makes it, from the member's list item. */
export async function cedulaPara(t: AppDeTeste, eleitor: PessoaCriada, id: string, escolhas: number[]): Promise<CedulaCifradaJson> {
  const item = ok(await chamar(t, eleitor, 'GET', '/wsapp/votacoes')).itens.find((i: { id: string }) => i.id === id);
  expect(item.cripto).not.toBeNull();
  return cifrarCedula({ ...item.cripto, opcoes: item.opcoes.length }, escolhas).cedula;
}

/** A guardian's partial decryptions of the tally, one per option. */
export async function decifrar(t: AppDeTeste, id: string, g: GuardiaoDeTeste): Promise<Resposta> {
  const eu = ok(await chamar(t, g.pessoa, 'GET', `/wsapp/votacoes-guardiao/${id}`));
  expect(eu.etapa).toBe('decifrar');
  const hE = hexParaBytes(eu.hashEstendido);
  const parciais = (eu.apuracao as { alfa: string; beta: string }[]).map((c) => decifrarParcial(hE, g.indice, g.segredo!, cifraDeJson(c)));
  return chamar(t, g.pessoa, 'POST', `/wsapp/votacoes-guardiao/${id}/decifracao`, { parciais });
}

/** A poll created with three new guardians (quorum 2), its ceremony done and opened: ready for votes. */
export async function votacaoAberta(t: AppDeTeste, staff: PessoaCriada, extra: Record<string, unknown> = {}) {
  const pessoas = await novosGuardioes(t);
  const criada = ok(await chamar(t, staff, 'POST', '/wsapp/votacoes-admin', corpoCifrado(pessoas, extra)), 201);
  ok(await chamar(t, staff, 'POST', `/wsapp/votacoes-admin/${criada.id}/cerimonia`));
  const guardioes = await cerimonia(t, criada.id, pessoas);
  const aberta = ok(await chamar(t, staff, 'POST', `/wsapp/votacoes-admin/${criada.id}/abertura`));
  return { ...(aberta as { id: string; opcoes: { id: string; texto: string }[]; situacao: string }), guardioes };
}

/** A poll made from `corpo` with three new guardians (quorum 2) and its ceremony done: staff may open it now. */
export async function criarComCerimonia(t: AppDeTeste, staff: PessoaCriada, corpo: Record<string, unknown>) {
  const pessoas = await novosGuardioes(t);
  const criada = ok(await chamar(t, staff, 'POST', '/wsapp/votacoes-admin', { ...corpo, guardioes: pessoas.map((p) => p.usuarioId), quorum: 2 }), 201);
  ok(await chamar(t, staff, 'POST', `/wsapp/votacoes-admin/${criada.id}/cerimonia`));
  const guardioes = await cerimonia(t, criada.id, pessoas);
  return { id: criada.id as string, guardioes };
}

/** A ballot for the poll as staff see it (its `cripto` and options), without asking as a member. */
export function cedulaDe(v: { cripto: { chaveConjunta: string; hashEstendido: string; minimo: number; maximo: number } | null; opcoes: unknown[] }, escolhas: number[]): CedulaCifradaJson {
  return cifrarCedula({ ...v.cripto!, opcoes: v.opcoes.length }, escolhas).cedula;
}
