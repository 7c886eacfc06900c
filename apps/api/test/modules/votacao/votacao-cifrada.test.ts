import { cifrarCedula, decifrarParcial, cifraDeJson, gerarPolinomio, hexParaBytes, publicarGuardiao, type CedulaCifradaJson, type RegistroJson } from '@portal/contracts/votacao-cripto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarRegistro } from '../../../../../scripts/votacao-verificar/verificador.js';
import { votacaoCedulas, votacaoDecifracoes, votacaoVotantes } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';
import { cedulaPara, cerimonia, corpoCifrado, decifrar, novosGuardioes } from '../../helpers/votacao-cifrada.js';

let t: AppDeTeste;
let ana: PessoaCriada;

beforeAll(async () => {
  t = await criarAppDeTeste();
  ana = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoVotacao'] });
});
afterAll(() => t.close());

const advogado = () => criarPessoa(t.db, { advogado: true });
const votar = (p: PessoaCriada, id: string, cedula: unknown) => chamar(t, p, 'POST', `/wsapp/votacoes/${id}/voto`, { cedula });

async function contagens(votacaoId: string) {
  const [c] = await t.db.select({ n: count() }).from(votacaoCedulas).where(eq(votacaoCedulas.votacaoId, votacaoId));
  const [v] = await t.db.select({ n: count() }).from(votacaoVotantes).where(eq(votacaoVotantes.votacaoId, votacaoId));
  return { cedulas: c!.n, votantes: v!.n };
}

describe('votação cifrada: do rascunho ao registro público', () => {
  it('three guardians, quorum 2: ceremony, encrypted votes, invalid ballots refused, 2 of 3 decrypt, record verifies', { timeout: 300_000 }, async () => {
    const pessoas = await novosGuardioes(t);
    const eleitores = await Promise.all([advogado(), advogado(), advogado(), advogado(), advogado()]);
    const criada = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpoCifrado(pessoas));
    expect(criada.statusCode, criada.body).toBe(201);
    const id = criada.json().id as string;
    expect(criada.json()).toMatchObject({ situacao: 'rascunho', quorum: 2, minimo: 1, maximo: 1, podeIniciarCerimonia: true, podeAbrir: false, cripto: null });
    expect(criada.json().guardioes.map((g: { indice: number; nome: string }) => [g.indice, g.nome])).toEqual(pessoas.map((p, i) => [i + 1, p.nome]));
    // Not open before the ceremony; a guardian sees nothing of a draft; a member sees nothing of it either.
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/abertura`)).json().codigo).toBe('TRANSICAO_INVALIDA');
    expect((await chamar(t, pessoas[0]!, 'GET', `/wsapp/votacoes-guardiao/${id}`)).statusCode).toBe(404);
    const inicio = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/cerimonia`);
    expect(inicio.json()).toMatchObject({ situacao: 'cerimonia', editavel: false, podeAbrir: false, podeReiniciarCerimonia: true });
    expect((await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${id}`, corpoCifrado(pessoas))).json().codigo).toBe('NAO_EDITAVEL');
    expect((await chamar(t, eleitores[0]!, 'GET', '/wsapp/votacoes')).json().itens.map((i: { id: string }) => i.id)).not.toContain(id);
    // Someone who is not a guardian of this poll: 404 on every guardian route.
    const estranho = eleitores[4]!;
    for (const [m, u, corpo] of [
      ['GET', `/wsapp/votacoes-guardiao/${id}`, undefined],
      ['POST', `/wsapp/votacoes-guardiao/${id}/conferencia`, { confere: true }],
      ['POST', `/wsapp/votacoes-guardiao/${id}/partes`, { partes: [{ de: 1, para: 2, alfa: '0'.repeat(64), c1: '0'.repeat(64), c2: '0'.repeat(64) }] }],
    ] as const) {
      expect((await chamar(t, estranho, m, u, corpo)).statusCode, u).toBe(404);
    }
    expect((await chamar(t, estranho, 'GET', '/wsapp/votacoes-guardiao')).json().itens).toEqual([]);

    const guardioes = await cerimonia(t, id, pessoas);
    const staff = (await chamar(t, ana, 'GET', '/wsapp/votacoes-admin')).json().itens.find((i: { id: string }) => i.id === id);
    expect(staff).toMatchObject({ situacao: 'cerimonia', cerimoniaConcluida: true, podeAbrir: true });
    expect(staff.guardioes.map((g: { etapa: string }) => g.etapa)).toEqual(['concluida', 'concluida', 'concluida']);
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/abertura`)).json()).toMatchObject({ situacao: 'aberta' });

    const escolhas = [[0], [0], [1], [0]];
    const codigos: string[] = [];
    for (const [i, e] of escolhas.entries()) {
      const r = await votar(eleitores[i]!, id, await cedulaPara(t, eleitores[i]!, id, e));
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().codigo).toMatch(/^[0-9a-f]{64}$/);
      codigos.push(r.json().codigo);
    }
    expect(new Set(codigos).size).toBe(4);
    // A second vote of the same voter: refused, nothing stored.
    expect((await votar(eleitores[0]!, id, await cedulaPara(t, eleitores[0]!, id, [1]))).json()).toMatchObject({ codigo: 'VOTO_REPETIDO' });

    // Invalid ballots from a listed voter who has not voted: refused with the library's message, nothing stored.
    const quinta = eleitores[4]!;
    const item = (await chamar(t, quinta, 'GET', '/wsapp/votacoes')).json().itens.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ podeVotar: true, situacao: 'aberta', resultado: null, comparecimento: { votantes: 4, eleitores: expect.any(Number) } });
    const ctx = { ...item.cripto, opcoes: 3 };
    const alterada = cifrarCedula(ctx, [2]).cedula;
    alterada.selecoes[1]!.prova[0]!.c = alterada.selecoes[0]!.prova[0]!.c;
    const duas = cifrarCedula({ ...ctx, maximo: 2 }, [0, 1]).cedula;
    const outraChave = cifrarCedula({ ...ctx, chaveConjunta: publicarGuardiao(new Uint8Array(32), 1, gerarPolinomio(1)).compromissos[0]! }, [0]).cedula;
    const curta: CedulaCifradaJson = { ...cifrarCedula(ctx, [0]).cedula };
    curta.selecoes = curta.selecoes.slice(0, 2);
    const antes = await contagens(id);
    for (const [cedula, mensagem] of [
      [alterada, /prova da opção 2 não confere/],
      [duas, /número de escolhas não confere/],
      [outraChave, /prova da opção 1 não confere/],
      [curta, /uma cifra para cada opção/],
    ] as const) {
      const r = await votar(quinta, id, cedula);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ codigo: 'CEDULA_INVALIDA', mensagem: expect.stringMatching(mensagem) });
    }
    expect((await votar(quinta, id, { opcaoId: 'x' })).statusCode).toBe(400);
    expect(await contagens(id)).toEqual(antes);
    expect(antes).toEqual({ cedulas: 4, votantes: 4 });

    // Nothing to decrypt before the close; no result either.
    const cedo = await chamar(t, guardioes[0]!.pessoa, 'POST', `/wsapp/votacoes-guardiao/${id}/decifracao`, {
      parciais: [0, 1, 2].map(() => ({ guardiao: 1, m: '0'.repeat(64), prova: { c: '0'.repeat(64), v: '0'.repeat(64) } })),
    });
    expect(cedo.json()).toMatchObject({ codigo: 'TRANSICAO_INVALIDA', mensagem: expect.stringContaining('depois do encerramento') });
    expect((await chamar(t, quinta, 'GET', `/wsapp/votacoes/${id}/resultado`)).json().codigo).toBe('RESULTADO_INDISPONIVEL');
    expect((await chamar(t, quinta, 'GET', `/wsapp/votacoes/${id}/registro`)).json().codigo).toBe('RESULTADO_INDISPONIVEL');

    const fechada = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/encerramento`);
    expect(fechada.json()).toMatchObject({ situacao: 'encerrada', resultado: null, podePublicar: false, decifracoes: 0 });
    expect((await votar(quinta, id, await cedulaPara(t, quinta, id, [0]).catch(() => cifrarCedula(ctx, [0]).cedula))).json().codigo).toBe('VOTACAO_FORA_DA_JANELA');

    // A forged partial decryption (guardian 2 sends shares computed with a wrong secret): refused, nothing stored.
    const eu2 = (await chamar(t, guardioes[1]!.pessoa, 'GET', `/wsapp/votacoes-guardiao/${id}`)).json();
    expect(eu2.apuracao).toHaveLength(3);
    const forjadas = eu2.apuracao.map((c: { alfa: string; beta: string }) => decifrarParcial(hexParaBytes(eu2.hashEstendido), 2, gerarPolinomio(1)[0]!, cifraDeJson(c)));
    const forjada = await chamar(t, guardioes[1]!.pessoa, 'POST', `/wsapp/votacoes-guardiao/${id}/decifracao`, { parciais: forjadas });
    expect(forjada.statusCode).toBe(422);
    expect(forjada.json()).toMatchObject({ codigo: 'PROVA_INVALIDA', mensagem: expect.stringContaining('não confere') });
    expect((await t.db.select({ n: count() }).from(votacaoDecifracoes).where(eq(votacaoDecifracoes.votacaoId, id)))[0]!.n).toBe(0);

    // Guardians 1 and 3 (2 of 3) decrypt the tally.
    const d1 = await decifrar(t, id, guardioes[0]!);
    expect(d1.statusCode, d1.body).toBe(200);
    expect(d1.json()).toMatchObject({ etapa: 'decifrada', decifracoes: 1, situacao: 'encerrada' });
    expect((await chamar(t, ana, 'GET', '/wsapp/votacoes-admin')).json().itens.find((i: { id: string }) => i.id === id)).toMatchObject({ decifracoes: 1, resultado: null });
    const d3 = await decifrar(t, id, guardioes[2]!);
    expect(d3.statusCode, d3.body).toBe(200);
    expect(d3.json()).toMatchObject({ situacao: 'apurada', decifracoes: 2 });
    const apurada = (await chamar(t, ana, 'GET', '/wsapp/votacoes-admin')).json().itens.find((i: { id: string }) => i.id === id);
    expect(apurada).toMatchObject({ situacao: 'apurada', podePublicar: true });
    expect(apurada.resultado.opcoes.map((o: { votos: number }) => o.votos)).toEqual([3, 1, 0]);
    expect(apurada.guardioes.map((g: { etapa: string }) => g.etapa)).toEqual(['decifrada', 'dispensada', 'decifrada']);
    // Members still see nothing until staff publish.
    expect((await chamar(t, quinta, 'GET', `/wsapp/votacoes/${id}/resultado`)).statusCode).toBe(409);

    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/publicacao`)).json()).toMatchObject({ situacao: 'publicada' });
    const res = await chamar(t, quinta, 'GET', `/wsapp/votacoes/${id}/resultado`);
    expect(res.json()).toMatchObject({ totalCedulas: 4, opcoes: [{ texto: 'Sim', votos: 3 }, { texto: 'Não', votos: 1 }, { texto: 'Abstenção', votos: 0 }] });

    const baixado = await chamar(t, quinta, 'GET', `/wsapp/votacoes/${id}/registro`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-disposition']).toBe(`attachment; filename="votacao-${id}-registro.json"`);
    expect(baixado.headers['cache-control']).toMatch(/public/);
    const registro = baixado.json() as RegistroJson;
    expect(registro.cedulas.map((c) => c.codigo)).toEqual(codigos);
    expect(registro.apuracao.map((a) => a.contagem)).toEqual([3, 1, 0]);
    expect(verificarRegistro(registro)).toMatchObject({ ok: true, falhas: [] });
    const alteradoNoRegistro = structuredClone(registro);
    alteradoNoRegistro.cedulas[1]!.selecoes[0]!.beta = alteradoNoRegistro.cedulas[2]!.selecoes[0]!.beta;
    expect(verificarRegistro(alteradoNoRegistro).ok).toBe(false);

    // The voter finds her code (typed with spaces and capitals); a made-up one is not found.
    const busca = await chamar(t, eleitores[2]!, 'GET', `/wsapp/votacoes/${id}/codigos/${codigos[2]!.toUpperCase().match(/.{4}/g)!.join('-')}`);
    expect(busca.json()).toEqual({ codigo: codigos[2], encontrado: true });
    expect((await chamar(t, eleitores[2]!, 'GET', `/wsapp/votacoes/${id}/codigos/${'a'.repeat(64)}`)).json().encontrado).toBe(false);
    expect((await chamar(t, eleitores[2]!, 'GET', `/wsapp/votacoes/${id}/codigos/xyz`)).statusCode).toBe(400);
  });

  it('a complaint stops the ceremony naming the sender; staff restart it; then it completes and the poll opens', { timeout: 300_000 }, async () => {
    const pessoas = await novosGuardioes(t);
    const id = (await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpoCifrado(pessoas))).json().id as string;
    await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/cerimonia`);
    await cerimonia(t, id, pessoas, 'antes-de-conferir');
    const queixa = await chamar(t, pessoas[1]!, 'POST', `/wsapp/votacoes-guardiao/${id}/conferencia`, { confere: false, de: 3 });
    expect(queixa.statusCode, queixa.body).toBe(200);
    expect(queixa.json()).toMatchObject({ etapa: 'interrompida', reclamacao: { por: { indice: 2, nome: pessoas[1]!.nome }, contra: { indice: 3, nome: pessoas[2]!.nome } } });
    expect((await chamar(t, pessoas[0]!, 'POST', `/wsapp/votacoes-guardiao/${id}/conferencia`, { confere: true })).json()).toMatchObject({
      codigo: 'TRANSICAO_INVALIDA',
      mensagem: expect.stringContaining('reclamação'),
    });
    const staff = (await chamar(t, ana, 'GET', '/wsapp/votacoes-admin')).json().itens.find((i: { id: string }) => i.id === id);
    expect(staff).toMatchObject({ podeAbrir: false, podeReiniciarCerimonia: true, reclamacao: { contra: { indice: 3 } } });
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/abertura`)).statusCode).toBe(409);

    const reinicio = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/cerimonia/reinicio`);
    expect(reinicio.json()).toMatchObject({ situacao: 'cerimonia', cerimoniaConcluida: false, reclamacao: null });
    expect(reinicio.json().guardioes.map((g: { etapa: string }) => g.etapa)).toEqual(['publicar-chave', 'publicar-chave', 'publicar-chave']);
    await cerimonia(t, id, pessoas);
    // A key published twice, or a complaint after completion: refused.
    expect((await chamar(t, pessoas[1]!, 'POST', `/wsapp/votacoes-guardiao/${id}/conferencia`, { confere: false, de: 3 })).statusCode).toBe(409);
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/abertura`)).json()).toMatchObject({ situacao: 'aberta' });
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/cerimonia/reinicio`)).statusCode).toBe(409);
  });

  it('refuses guardians who are not staff or collaborators, fewer than three, a repeated one, and a quorum out of range', { timeout: 300_000 }, async () => {
    const pessoas = await novosGuardioes(t);
    const membro = await advogado();
    const campos = async (corpo: Record<string, unknown>) => {
      const r = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo);
      expect(r.statusCode, r.body).toBe(400);
      return JSON.stringify(r.json());
    };
    expect(await campos(corpoCifrado([pessoas[0]!, pessoas[1]!]))).toContain('ao menos três guardiões');
    expect(await campos(corpoCifrado([pessoas[0]!, pessoas[1]!, pessoas[1]!]))).toContain('Guardião repetido');
    expect(await campos(corpoCifrado(pessoas, { quorum: 4 }))).toContain('O quórum deve ser de ao menos dois');
    expect(await campos(corpoCifrado(pessoas, { quorum: 1 }))).toContain('O quórum deve ser de ao menos dois');
    expect(await campos(corpoCifrado([pessoas[0]!, pessoas[1]!, membro]))).toContain('servidores ou colaboradores');
    expect(await campos(corpoCifrado(pessoas, { maximo: 4 }))).toContain('passa do número de opções');
    const elegiveis = (await chamar(t, ana, 'GET', '/wsapp/votacoes-admin/guardioes-elegiveis')).json().itens.map((i: { id: string }) => i.id);
    expect(elegiveis).toEqual(expect.arrayContaining(pessoas.map((p) => p.usuarioId)));
    expect(elegiveis).not.toContain(membro.usuarioId);
    expect((await chamar(t, membro, 'GET', '/wsapp/votacoes-admin/guardioes-elegiveis')).statusCode).toBe(403);
  });
});
