import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, auditoria, documentosRequerimento, requerimentos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, criarRequerimento, criarTitulo, dadosValidos, enviarArquivo, hoje, pdf, somarDiasIso } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
/** Files requests on members' behalf (no sensitive types). */
let staff: PessoaCriada;
let staffSigilo: PessoaCriada;
let ouvidor: PessoaCriada;
let servidorSemRevisao: PessoaCriada;
let advogado: PessoaCriada;

beforeAll(async () => {
  t = await criarAppDeTeste();
  [staff, staffSigilo, ouvidor, servidorSemRevisao, advogado] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoOuvidoria'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] }),
    criarPessoa(t.db, { advogado: true }),
  ]);
});
afterAll(() => t.close());

const BASE = '/wsapp/area-restrita/requerimentos-interno';

async function criarInterno(quem: PessoaCriada, pessoaId: string, codigo = '262', dados = dadosValidos(codigo)) {
  return chamar(t, quem, 'POST', BASE, { pessoaId, codigo, dados });
}

describe('GET /wsapp/area-restrita/pessoas', () => {
  it('finds the member by CPF (with or without punctuation) and by inscrição (12345/GO or just the number)', async () => {
    const m = await criarPessoa(t.db, { advogado: true, nome: 'Maria Buscada' });
    const esperado = { pessoaId: m.pessoaId, nome: 'Maria Buscada', cpf: m.cpf, inscricao: `${m.inscricao!.numero}/GO`, situacao: 'regular' };
    for (const termo of [formatar(m.cpf), m.cpf, ` ${formatar(m.cpf)} `, `${m.inscricao!.numero}/GO`, `${m.inscricao!.numero}/go`]) {
      const res = await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${encodeURIComponent(termo)}`);
      expect(res.statusCode, termo).toBe(200);
      expect(res.json(), termo).toEqual([esperado]);
    }
    const soNumero = await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${m.inscricao!.numero}`);
    expect(soNumero.json()).toContainEqual(esperado);
    // Another UF, or a CPF no one has: nobody.
    expect((await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${m.inscricao!.numero}/SP`)).json()).toEqual([]);
    expect((await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${gerarCpf()}`)).json()).toEqual([]);
  });

  it('a collaborator (no inscrição) is found by CPF, with no inscrição', async () => {
    const c = await criarPessoa(t.db, { nome: 'Colaborador Buscado' });
    const res = await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${c.cpf}`);
    expect(res.json()).toEqual([{ pessoaId: c.pessoaId, nome: 'Colaborador Buscado', cpf: c.cpf, inscricao: null, situacao: null }]);
  });

  it('refuses what is neither a CPF nor an inscrição: 422 for an invalid CPF or a name, 400 for empty or too long', async () => {
    for (const termo of ['111.111.111-11', '529.982.247-24', 'Maria', '12345678', '12345/XX']) {
      const res = await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas?termo=${encodeURIComponent(termo)}`);
      expect(res.statusCode, termo).toBe(422);
      expect(res.json().mensagem, termo).toMatch(/CPF/);
    }
    for (const q of ['', '?termo=', '?termo=12', `?termo=${'1'.repeat(30)}`]) {
      expect((await chamar(t, staff, 'GET', `/wsapp/area-restrita/pessoas${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /wsapp/area-restrita/pessoas: audit and bad input', () => {
  it('every search is audited (pessoa_buscada) with how many people came back, never the CPF or inscrição typed', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const buscador = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoRequerimentos'] });
    expect((await chamar(t, buscador, 'GET', `/wsapp/area-restrita/pessoas?termo=${formatar(m.cpf)}`)).json()).toHaveLength(1);
    expect((await chamar(t, buscador, 'GET', `/wsapp/area-restrita/pessoas?termo=${gerarCpf()}`)).json()).toEqual([]);
    const linhas = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, buscador.usuarioId), eq(auditoria.acao, 'pessoa_buscada')));
    expect(linhas.map((l) => l.detalhes).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([{ resultados: 0 }, { resultados: 1 }]);
    expect(linhas.every((l) => l.sucesso && l.ip !== null)).toBe(true);
    expect(JSON.stringify(linhas)).not.toContain(m.cpf);
    expect(JSON.stringify(linhas)).not.toContain(m.cpf.slice(0, 9));
  });

  it('NUL or control characters in the term → 400 "Há caracteres inválidos." (never 500), and no search is audited', async () => {
    const buscador = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoRequerimentos'] });
    for (const termo of ['123\u0000456', '12345\u0007/GO', '529.982\u001b247-25']) {
      const res = await chamar(t, buscador, 'GET', `/wsapp/area-restrita/pessoas?termo=${encodeURIComponent(termo)}`);
      expect(res.statusCode, JSON.stringify(termo)).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { termo: 'Há caracteres inválidos.' } });
    }
    expect(await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, buscador.usuarioId), eq(auditoria.acao, 'pessoa_buscada')))).toHaveLength(0);
  });
});

describe('internal filing against a sensitive parent', () => {
  it('staff without the sensitive permission are not offered a sensitive parent (267, 305) and get 404 choosing one; staff with it file the 273', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const sensivel = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '267', status: 'em_diligencia' });
    const comum = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '264', status: 'em_diligencia' });
    const url = `${BASE}/elegibilidade/273?pessoaId=${m.pessoaId}`;

    const semPermissao = await chamar(t, staff, 'GET', url);
    expect(semPermissao.statusCode).toBe(200);
    expect(semPermissao.json().opcoesPai.map((o: { id: string }) => o.id)).toEqual([comum.id]);
    expect(JSON.stringify(semPermissao.json())).not.toContain('reclus');
    const comPermissao = await chamar(t, staffSigilo, 'GET', url);
    expect(comPermissao.json().opcoesPai.map((o: { id: string }) => o.id).sort()).toEqual([comum.id, sensivel.id].sort());

    const recusado = await criarInterno(staff, m.pessoaId, '273', dadosValidos('273', { paiId: sensivel.id }));
    expect(recusado.statusCode, recusado.body).toBe(404);
    expect(recusado.json().mensagem).toBe('Requerimento não encontrado.');
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.paiId, sensivel.id))).toHaveLength(0);

    // A draft against the ordinary parent cannot be switched to the sensitive one either.
    const rascunho = await criarInterno(staff, m.pessoaId, '273', dadosValidos('273', { paiId: comum.id }));
    expect(rascunho.statusCode, rascunho.body).toBe(201);
    expect(rascunho.json().sensivel).toBe(false);
    const trocado = await chamar(t, staff, 'PUT', `${BASE}/${rascunho.json().id}`, { dados: dadosValidos('273', { paiId: sensivel.id }) });
    expect(trocado.statusCode).toBe(404);
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, rascunho.json().id));
    expect(linha).toMatchObject({ paiId: comum.id, sensivel: false });

    // With the permission: filed, and the draft is sensitive (hidden from the other staff user).
    const aceito = await criarInterno(staffSigilo, m.pessoaId, '273', dadosValidos('273', { paiId: sensivel.id }));
    expect(aceito.statusCode, aceito.body).toBe(201);
    expect(aceito.json()).toMatchObject({ sensivel: true, pai: { id: sensivel.id, titulo: 'Auxílio reclusão' } });
    expect((await chamar(t, staff, 'POST', `${BASE}/${aceito.json().id}/enviar`)).statusCode).toBe(404);
  });
});

describe('internal filing', () => {
  it("staff file a 262 for the member: eligibility is hers, the request is hers (she sees it), registrado_por is the staff user; upload, send", async () => {
    const maria = await criarPessoa(t.db, { advogado: true, nome: 'Maria Atendida' });
    // The staff user owes fees and holds no inscrição: none of it matters, only the member's standing does.
    await criarTitulo(t.db, { pessoaId: staff.pessoaId, vencimento: somarDiasIso(hoje(), -400) });

    const eleg = await chamar(t, staff, 'GET', `${BASE}/elegibilidade/262?pessoaId=${maria.pessoaId}`);
    expect(eleg.statusCode).toBe(200);
    expect(eleg.json()).toMatchObject({ elegivel: true, motivos: [] });

    const criado = await criarInterno(staff, maria.pessoaId);
    expect(criado.statusCode, criado.body).toBe(201);
    const r = criado.json();
    expect(r).toMatchObject({
      codigo: '262',
      status: 'rascunho',
      registradoPorStaff: true,
      requerente: { pessoaId: maria.pessoaId, nome: 'Maria Atendida', cpf: maria.cpf },
      andamentos: [expect.objectContaining({ para: 'rascunho', autor: 'staff' })],
    });
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha).toMatchObject({ pessoaId: maria.pessoaId, registradoPor: staff.usuarioId, status: 'rascunho' });
    const criacao = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, staff.usuarioId), eq(auditoria.acao, 'requerimento_interno_criado')));
    expect(criacao.map((a) => a.detalhes)).toContainEqual({ requerimentoId: r.id, pessoaId: maria.pessoaId, codigo: '262' });

    const alterado = await chamar(t, staff, 'PUT', `${BASE}/${r.id}`, { dados: { ...dadosValidos('262'), nomeCrianca: 'Lia' } });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json().dados.nomeCrianca).toBe('Lia');

    // Sending without the document is refused, naming it.
    const cedo = await chamar(t, staff, 'POST', `${BASE}/${r.id}/enviar`);
    expect(cedo.statusCode).toBe(422);
    expect(cedo.json().codigo).toBe('DOCUMENTOS_FALTANDO');

    // Upload, replace by a removal and a new upload, send.
    const primeiro = await enviarArquivo(t, staff, `${BASE}/${r.id}/documentos?chave=certidao_evento`, pdf(2000), 'certidao.pdf');
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    const removido = await chamar(t, staff, 'DELETE', `${BASE}/${r.id}/documentos/${primeiro.json().id}`);
    expect(removido.statusCode).toBe(204);
    const doc = await enviarArquivo(t, staff, `${BASE}/${r.id}/documentos?chave=certidao_evento`, pdf(2600), 'certidão.pdf');
    expect(doc.statusCode, doc.body).toBe(201);
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, r.id))).toHaveLength(1);

    const enviado = await chamar(t, staff, 'POST', `${BASE}/${r.id}/enviar`);
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.json()).toMatchObject({ status: 'enviado', registradoPorStaff: true, protocolo: expect.stringMatching(/^\d{4}\/\d{6}$/) });
    const [envio] = await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, r.id), eq(andamentos.acao, 'enviar')));
    expect(envio).toMatchObject({ autorTipo: 'staff', autorUsuarioId: staff.usuarioId });
    const email = await t.caixa.esperar(maria.email);
    expect(email.texto).toContain(enviado.json().protocolo);

    // It is Maria's: in her list, her detail, her document.
    const lista = await chamar(t, maria, 'GET', '/wsapp/requerimentos');
    expect(lista.json().itens.map((i: { id: string }) => i.id)).toContain(r.id);
    const dela = await chamar(t, maria, 'GET', `/wsapp/requerimentos/${r.id}`);
    expect(dela.statusCode).toBe(200);
    expect(dela.json().dados.nomeCrianca).toBe('Lia');
    const arquivo = await chamar(t, maria, 'GET', `/wsapp/requerimentos/${r.id}/documentos/${doc.json().id}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload.equals(pdf(2600))).toBe(true);

    // Once sent it is no longer a draft: no more changes through the internal routes.
    expect((await chamar(t, staff, 'PUT', `${BASE}/${r.id}`, { dados: dadosValidos('262') })).statusCode).toBe(409);
    expect((await chamar(t, staff, 'POST', `${BASE}/${r.id}/enviar`)).statusCode).toBe(409);
  });

  it("refuses when the member is not eligible (her overdue títulos), whoever files", async () => {
    const joana = await criarPessoa(t.db, { advogado: true });
    await criarTitulo(t.db, { pessoaId: joana.pessoaId, vencimento: somarDiasIso(hoje(), -200) });
    const eleg = await chamar(t, staff, 'GET', `${BASE}/elegibilidade/262?pessoaId=${joana.pessoaId}`);
    expect(eleg.json().elegivel).toBe(false);
    expect(eleg.json().motivos).toContainEqual(expect.objectContaining({ codigo: 'INADIMPLENTE' }));
    const res = await criarInterno(staff, joana.pessoaId);
    expect(res.statusCode).toBe(422);
    expect(res.json().codigo).toBe('INELEGIVEL');
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, joana.pessoaId))).toHaveLength(0);
  });

  it('refuses a type without internal filing (422), an unknown type (404), an unknown person (404), invalid data (400)', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const oab = await criarInterno(staff, m.pessoaId, '401');
    expect(oab.statusCode).toBe(422);
    expect(oab.json().codigo).toBe('INTERNO_NAO_PERMITIDO');
    expect((await chamar(t, staff, 'GET', `${BASE}/elegibilidade/401?pessoaId=${m.pessoaId}`)).statusCode).toBe(422);
    const anonima = await criarInterno(staff, m.pessoaId, '301');
    expect(anonima.statusCode).toBe(422);
    expect((await criarInterno(staff, m.pessoaId, '999', {})).statusCode).toBe(404);
    const ninguem = await criarInterno(staff, '00000000-0000-4000-8000-000000000000');
    expect(ninguem.statusCode).toBe(404);
    expect(ninguem.json().mensagem).toBe('Pessoa não encontrada.');
    expect((await chamar(t, staff, 'GET', `${BASE}/elegibilidade/262?pessoaId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    const invalido = await criarInterno(staff, m.pessoaId, '262', { ...dadosValidos('262'), evento: 'casamento' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().campos).toHaveProperty('evento');
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, m.pessoaId))).toHaveLength(0);
  });

  it('sensitive types only by staff holding that permission', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const sem = await criarInterno(staff, m.pessoaId, '267');
    expect(sem.statusCode).toBe(403);
    const com = await criarInterno(staffSigilo, m.pessoaId, '267');
    expect(com.statusCode, com.body).toBe(201);
    // The draft exists, and is still invisible to staff without the permission.
    expect((await chamar(t, staff, 'PUT', `${BASE}/${com.json().id}`, { dados: dadosValidos('267') })).statusCode).toBe(404);
    expect((await chamar(t, staff, 'GET', `/wsapp/area-restrita/requerimentos/${com.json().id}`)).statusCode).toBe(404);
  });

  it("the member's own drafts and sent requests are not reachable through the internal routes (404)", async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const proprio = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'rascunho' });
    for (const [metodo, url, body] of [
      ['PUT', `${BASE}/${proprio.id}`, { dados: dadosValidos('262') }],
      ['POST', `${BASE}/${proprio.id}/enviar`, undefined],
      ['DELETE', `${BASE}/${proprio.id}/documentos/00000000-0000-4000-8000-000000000000`, undefined],
    ] as const) {
      const res = await chamar(t, staff, metodo, url, body);
      expect(res.statusCode, `${metodo} ${url}`).toBe(404);
      expect(res.json().mensagem).toBe('Requerimento não encontrado.');
    }
    const up = await enviarArquivo(t, staff, `${BASE}/${proprio.id}/documentos?chave=certidao_evento`, pdf(1500));
    expect(up.statusCode).toBe(404);
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, proprio.id))).toHaveLength(0);
  });
});

describe('access', () => {
  it('every internal-filing route answers 403 to lawyers, ombudsman-only staff and restricted-area staff without the permission', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'rascunho', registradoPor: staff.usuarioId });
    const doc = '00000000-0000-4000-8000-000000000000';
    const rotas: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/wsapp/area-restrita/pessoas?termo=${m.cpf}`],
      ['GET', `${BASE}/elegibilidade/262?pessoaId=${m.pessoaId}`],
      ['POST', BASE, { pessoaId: m.pessoaId, codigo: '262', dados: dadosValidos('262') }],
      ['PUT', `${BASE}/${r.id}`, { dados: dadosValidos('262') }],
      ['POST', `${BASE}/${r.id}/documentos?chave=certidao_evento`],
      ['DELETE', `${BASE}/${r.id}/documentos/${doc}`],
      ['POST', `${BASE}/${r.id}/enviar`],
    ];
    for (const [metodo, url, body] of rotas) {
      for (const p of [advogado, ouvidor, servidorSemRevisao, m]) {
        const res = await chamar(t, p, metodo, url, body);
        expect(res.statusCode, `${metodo} ${url}`).toBe(403);
      }
      expect((await chamar(t, null, metodo, url, body)).statusCode).toBe(401);
    }
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, m.pessoaId))).toHaveLength(1);
  });
});
