import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGO,
  CODIGOS_INTERNOS,
  cnpjValido,
  configurarZodPtBr,
  documentoUploadQuerySchema,
  schemaDoTipo,
  schemaDosCampos,
  STATUS_REQUERIMENTO,
  TETO_RENDA_PROTECAO_MULHER_CENTAVOS,
  tipoPorCodigo,
  tiposDaArea,
  valoresIniciais,
  type Campo,
  type TipoRequerimento,
} from '../src/index.js';

beforeAll(() => configurarZodPtBr());

const tipo = (codigo: string): TipoRequerimento => {
  const t = tipoPorCodigo(codigo);
  if (!t) throw new Error(`tipo ${codigo} ausente`);
  return t;
};

type Issue = { path: PropertyKey[]; message: string };
function validar(codigo: string, dados: unknown): { ok: true; dados: Record<string, unknown> } | { ok: false; issues: Issue[] } {
  const r = schemaDoTipo(tipo(codigo)).safeParse(dados);
  return r.success ? { ok: true, dados: r.data } : { ok: false, issues: r.error.issues };
}
const caminho = (i: Issue) => i.path.map(String).join('.');
/** zod's English defaults (a message we forgot to write). */
const INGLES = /\b(invalid|expected|unrecognized|too (big|small)|required|must|received)\b/i;

const PIX = { forma: 'pix', chavePix: 'maria@exemplo.com.br' };
const CONTA = { forma: 'conta', banco: '001', agencia: '1234-5', conta: '12345-6', tipoConta: 'corrente' };
const UUID = '0b5f6e0a-3c1d-4b8e-9f2a-1c2d3e4f5a6b';
const CPF_A = '529.982.247-25';
const CPF_B = '390.533.447-05';
const CPF_C = '111.444.777-35';
const CNPJ_OK = '11.222.333/0001-81';
const dependente = (cpf: string | null = CPF_B) => ({ nome: 'Pedro Lima', cpf, parentesco: 'filho', nascimento: '2015-03-02' });
const ouvidoria = { assunto: 'Atendimento na sala da OAB', texto: 'Fui muito bem atendida.\nObrigada.', advogadoRelacionado: '', servicoRelacionado: '' };

/** A valid `dados` for every type of the catalog. */
const VALIDOS: Record<string, Record<string, unknown>> = {
  '264': { descricaoEmergencia: 'Enchente destruiu o escritório.', valorSolicitado: 500_000, rendaFamiliar: 0, dadosBancarios: PIX },
  '262': { evento: 'nascimento', dataEvento: '2025-06-10', nomeCrianca: 'Ana', declaracaoMae: true, dadosBancarios: CONTA },
  '265': {
    falecidoNome: 'José Souza',
    falecidoCpf: CPF_A,
    falecidoInscricao: '12345/go',
    dataObito: '2025-05-01',
    parentescoRequerente: 'conjuge',
    herdeiros: [
      { nome: 'Maria Souza', cpf: CPF_B, parentesco: 'conjuge', quota: 50 },
      { nome: 'Paulo Souza', cpf: CPF_C, parentesco: 'filho', quota: 50 },
    ],
    dadosBancarios: PIX,
  },
  '269': { requerimento: UUID, fundamentos: 'A certidão estava anexada à página 2.' },
  '267': {
    advogadoNome: 'José Souza',
    advogadoCpf: CPF_A,
    advogadoInscricao: '12345',
    dataPrisao: '2025-04-01',
    parentescoRequerente: 'conjuge',
    dependentes: [dependente(), dependente(null)],
    rendaFamiliar: 250_000,
    dadosBancarios: CONTA,
  },
  '273': { requerimento: UUID, observacao: '' },
  '305': { resumo: 'Medidas protetivas concedidas.', rendaFamiliar: TETO_RENDA_PROTECAO_MULHER_CENTAVOS, declaracaoMulher: true, dadosBancarios: PIX },
  '281': { convenio: 'saude', plano: '', dependentes: [dependente()], declaracaoCiencia: true },
  '312': { programa: 'capacitacao', justificativa: 'Curso gratuito, sem nota fiscal.' },
  '313': {
    programa: 'saude',
    notas: [{ cnpjEmitente: CNPJ_OK, numero: '000123', data: '2025-02-10', valor: 15_990 }],
    dadosBancarios: PIX,
  },
  '298': ouvidoria,
  '299': ouvidoria,
  '300': ouvidoria,
  '295': { ...ouvidoria, advogadoRelacionado: '12345/GO' },
  '301': { assunto: 'Cobrança indevida', texto: 'Fatos relatados.' },
  '297': ouvidoria,
  '401': { finalidade: 'licitacao', finalidadeOutra: '' },
  '402': { motivo: 'perda', dataOcorrencia: '2025-07-01' },
  '403': { motivo: 'cargo_incompativel', dataInicio: '2030-01-01', justificativa: 'Nomeado para cargo público.' },
  '404': { motivo: 'pedido', justificativa: '', declaracaoCiencia: true },
  '405': { uf: 'SP', enderecoProfissional: 'Av. Paulista, 1000, São Paulo', declaracaoHabitualidade: true },
  '406': { ufDestino: 'DF', enderecoProfissional: 'SCS Quadra 1, Brasília', motivo: '' },
  '407': { novoNome: 'Maria Lima Souza', motivo: 'casamento', documentoComprobatorio: 'Matrícula 123456' },
};

/** One invalid `dados` per type: what is wrong, where the message goes, and the message. */
const INVALIDOS: [codigo: string, caso: string, dados: Record<string, unknown>, caminho: string, mensagem: string | RegExp][] = [
  ['264', 'valor zero', { ...VALIDOS['264'], valorSolicitado: 0 }, 'valorSolicitado', 'O valor mínimo é R$ 1,00.'],
  ['262', 'sem declaração', { ...VALIDOS['262'], declaracaoMae: false }, 'declaracaoMae', 'Confirme a declaração para continuar.'],
  ['262', 'nascimento sem nome', { ...VALIDOS['262'], nomeCrianca: '' }, 'nomeCrianca', 'Informe o nome da criança.'],
  ['262', 'data futura', { ...VALIDOS['262'], dataEvento: '2099-01-01' }, 'dataEvento', 'A data não pode ser futura.'],
  ['265', 'CPF do falecido inválido', { ...VALIDOS['265'], falecidoCpf: '529.982.247-26' }, 'falecidoCpf', 'CPF inválido.'],
  ['265', 'quota acima de 100', { ...VALIDOS['265'], herdeiros: [{ nome: 'A', cpf: CPF_B, parentesco: 'filho', quota: 101 }] }, 'herdeiros.0.quota', 'Use um número entre 1 e 100.'],
  ['265', 'sem herdeiros', { ...VALIDOS['265'], herdeiros: [] }, 'herdeiros', 'Inclua pelo menos um item em "Herdeiros e quotas".'],
  ['269', 'sem requerimento', { ...VALIDOS['269'], requerimento: '' }, 'requerimento', 'Campo obrigatório.'],
  ['269', 'id inválido', { ...VALIDOS['269'], requerimento: '123' }, 'requerimento', 'Escolha o requerimento.'],
  ['267', 'sem dependentes', { ...VALIDOS['267'], dependentes: [] }, 'dependentes', 'Inclua pelo menos um item em "Dependentes".'],
  ['267', 'dependente repetido', { ...VALIDOS['267'], dependentes: [dependente(), dependente()] }, 'dependentes.1.cpf', 'Este CPF já foi informado em outro item.'],
  ['273', 'sem requerimento', { observacao: 'x' }, 'requerimento', 'Escolha o requerimento.'],
  ['305', 'renda negativa', { ...VALIDOS['305'], rendaFamiliar: -1 }, 'rendaFamiliar', 'O valor mínimo é R$ 0,00.'],
  ['281', 'convênio desconhecido', { ...VALIDOS['281'], convenio: 'academia' }, 'convenio', 'Escolha uma das opções.'],
  ['312', 'sem justificativa', { ...VALIDOS['312'], justificativa: '   ' }, 'justificativa', 'Campo obrigatório.'],
  ['313', 'sem notas', { ...VALIDOS['313'], notas: [] }, 'notas', 'Inclua pelo menos um item em "Notas fiscais".'],
  ['298', 'assunto longo', { ...ouvidoria, assunto: 'x'.repeat(151) }, 'assunto', 'Use no máximo 150 caracteres.'],
  ['299', 'texto acima de 5000', { ...ouvidoria, texto: 'x'.repeat(5001) }, 'texto', 'Use no máximo 5000 caracteres.'],
  ['300', 'caractere de controle', { ...ouvidoria, assunto: 'a\u0000b' }, 'assunto', 'Há caracteres inválidos.'],
  ['295', 'inscrição inválida', { ...ouvidoria, advogadoRelacionado: 'abc' }, 'advogadoRelacionado', /^Inscrição inválida/],
  ['301', 'sem texto', { assunto: 'Algo' }, 'texto', 'Campo obrigatório.'],
  ['301', 'campo de identidade', { ...VALIDOS['301'], nome: 'Eu mesmo' }, '', 'Campo não permitido.'],
  ['297', 'sem assunto', { texto: 'Parabéns' }, 'assunto', 'Campo obrigatório.'],
  ['401', 'outra sem dizer qual', { finalidade: 'outra', finalidadeOutra: '' }, 'finalidadeOutra', 'Informe a finalidade.'],
  ['402', 'roubo sem data', { motivo: 'roubo' }, 'dataOcorrencia', 'Informe a data da ocorrência.'],
  ['403', 'data inexistente', { ...VALIDOS['403'], dataInicio: '2026-02-30' }, 'dataInicio', 'Data inválida.'],
  ['404', 'sem ciência', { ...VALIDOS['404'], declaracaoCiencia: false }, 'declaracaoCiencia', 'Confirme a declaração para continuar.'],
  ['404', 'outro sem justificar', { ...VALIDOS['404'], motivo: 'outro' }, 'justificativa', 'Explique o motivo.'],
  ['405', 'UF inexistente', { ...VALIDOS['405'], uf: 'XX' }, 'uf', 'Escolha uma das opções.'],
  ['406', 'sem UF', { ...VALIDOS['406'], ufDestino: '' }, 'ufDestino', 'Campo obrigatório.'],
  ['407', 'sem novo nome', { ...VALIDOS['407'], novoNome: '' }, 'novoNome', 'Campo obrigatório.'],
];

describe('catalog shape', () => {
  const codigos = CATALOGO.map((t) => t.codigo);

  it('has every type of the spec tables (and the OAB services), each code once, in the spec order', () => {
    expect(new Set(codigos).size).toBe(codigos.length);
    expect(tiposDaArea('casag').map((t) => t.codigo)).toEqual(['264', '262', '265', '269', '267', '273', '305', '281', '312', '313']);
    expect(tiposDaArea('ouvidoria').map((t) => t.codigo)).toEqual(['298', '299', '300', '295', '301', '297']);
    expect(tiposDaArea('oab').map((t) => t.codigo)).toEqual(['401', '402', '403', '404', '405', '406', '407']);
    expect(codigos).toHaveLength(23);
    for (const c of codigos) expect(c).toMatch(/^\d{3}$/);
    expect(Object.keys(VALIDOS).sort()).toEqual([...codigos].sort());
  });

  it('titles as DOMAIN names them', () => {
    expect(
      Object.fromEntries(CATALOGO.map((t) => [t.codigo, t.titulo])),
    ).toMatchObject({
      '264': 'Auxílio extraordinário',
      '262': 'Auxílio maternidade',
      '265': 'Auxílio funeral',
      '269': 'Recurso contra indeferimento',
      '267': 'Auxílio reclusão',
      '273': 'Juntada de documentos à decisão interlocutória',
      '305': 'Proteção à mulher advogada',
      '281': 'Convênio',
      '312': 'Ingresso sem notas',
      '313': 'Lançamento de notas',
      '301': 'Denúncia anônima',
      '401': 'Certidão de regularidade',
    });
    for (const t of CATALOGO) {
      expect(t.descricao.length, t.codigo).toBeGreaterThan(20);
      expect(t.descricao.length, t.codigo).toBeLessThan(260);
    }
  });

  it.each(CATALOGO.map((t) => [t.codigo, t] as const))('%s is internally consistent', (_codigo, t) => {
    const nomes = t.campos.map((c) => c.nome);
    expect(new Set(nomes).size).toBe(nomes.length);
    for (const c of t.campos) {
      expect(c.nome).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
      expect(c.rotulo.trim()).not.toBe('');
      if (c.tipo === 'lista') {
        const itens = c.itens.map((i) => i.nome);
        expect(new Set(itens).size).toBe(itens.length);
        expect(c.min).toBeLessThanOrEqual(c.max);
      }
      if (c.tipo === 'selecao') expect(new Set(c.opcoes.map((o) => o.valor)).size).toBe(c.opcoes.length);
    }

    // Documents: unique keys an upload query accepts.
    const chaves = t.documentos.map((d) => d.chave);
    expect(new Set(chaves).size).toBe(chaves.length);
    for (const d of t.documentos) {
      expect(d.chave).toMatch(/^[a-z0-9_]{1,60}$/);
      expect(documentoUploadQuerySchema.safeParse({ chave: d.chave }).success).toBe(true);
      expect(d.formatos.length).toBeGreaterThan(0);
    }

    // Fee only on OAB services; OAB services are for lawyers.
    if (t.area === 'oab') {
      expect(t.taxaCentavos).toBeGreaterThan(0);
      expect(Number.isInteger(t.taxaCentavos)).toBe(true);
      expect(t.elegibilidade.exigeAdvogado).toBe(true);
    } else {
      expect(t.taxaCentavos).toBeNull();
    }

    // Parent rule ↔ requerimentoRef field.
    const refs = t.campos.filter((c) => c.tipo === 'requerimentoRef');
    if (t.pai) {
      expect(refs.map((c) => c.nome)).toEqual([t.pai.campo]);
      expect(refs[0]?.obrigatorio).toBe(true);
      expect(STATUS_REQUERIMENTO).toContain(t.pai.statusExigido);
    } else {
      expect(refs).toEqual([]);
    }

    // Deadline base: a real, required date field, or a parent date only for types with a parent.
    const prazo = t.elegibilidade.prazo;
    if (prazo) {
      expect(prazo.quantidade).toBeGreaterThanOrEqual(0);
      if (prazo.desde.startsWith('campo:')) {
        const campo = t.campos.find((c) => c.nome === prazo.desde.slice('campo:'.length));
        expect(campo?.tipo).toBe('data');
        expect(campo?.obrigatorio).toBe(true);
      } else {
        expect(t.pai).not.toBeNull();
      }
    }

    expect(t.internoPermitido).toBe((CODIGOS_INTERNOS as readonly string[]).includes(t.codigo));
    expect(t.anonimo).toBe(t.codigo === '301');
    expect(t.sensivel).toBe(t.codigo === '267' || t.codigo === '305');
    if (t.area === 'ouvidoria') expect(t.elegibilidade).toEqual({ exigeAdimplente: false, exigeAdvogado: false, prazo: null });
  });

  it('every internal code is in the catalog and is a CASAG type', () => {
    for (const c of CODIGOS_INTERNOS) expect(tipoPorCodigo(c)?.area).toBe('casag');
    expect(tipoPorCodigo('999')).toBeUndefined();
  });

  it('eligibility rules per DOMAIN', () => {
    const e = (c: string) => tipo(c).elegibilidade;
    expect(e('262')).toMatchObject({ exigeAdimplente: true, exigeAdvogado: true, prazo: { desde: 'campo:dataEvento', quantidade: 12, unidade: 'meses' } });
    expect(e('265').prazo).toMatchObject({ desde: 'campo:dataObito', quantidade: 365, unidade: 'dias' });
    expect(e('267').prazo).toMatchObject({ desde: 'campo:dataPrisao', quantidade: 6, unidade: 'meses' });
    expect(e('269').prazo).toMatchObject({ desde: 'decisaoPai', quantidade: 15, unidade: 'diasUteis' });
    expect(e('273').prazo).toMatchObject({ desde: 'prazoPai' });
    expect(e('305')).toMatchObject({ exigeAdimplente: true, exigeAdvogado: true, prazo: null });
    expect(tipo('269').pai).toEqual({ campo: 'requerimento', statusExigido: 'indeferido', areas: ['casag'] });
    expect(tipo('273').pai).toEqual({ campo: 'requerimento', statusExigido: 'em_diligencia', areas: ['casag', 'oab'] });
    expect(tipo('401').taxaCentavos).toBe(3000);
  });

  it('301 asks nothing that identifies the reporter', () => {
    const t = tipo('301');
    const todos = t.campos.flatMap((c): Campo[] => (c.tipo === 'lista' ? [c, ...c.itens] : [c]));
    for (const c of todos) {
      expect(c.tipo).not.toBe('cpf');
      expect(c.tipo).not.toBe('dadosBancarios');
      expect(c.nome).not.toMatch(/nome|cpf|email|celular|telefone|endereco|requerente/i);
      // The only inscrição is the reported lawyer's.
      if (c.tipo === 'inscricao') expect(c.nome).toBe('advogadoRelacionado');
    }
    expect(t.elegibilidade.exigeAdvogado).toBe(false);
    expect(t.internoPermitido).toBe(false);
  });

  it('313 invoices are PDF or XML, several files; 281 dependants’ IDs, several files', () => {
    expect(tipo('313').documentos).toEqual([expect.objectContaining({ formatos: ['pdf', 'xml'], multiplos: true, obrigatorio: true })]);
    expect(tipo('281').documentos).toEqual([expect.objectContaining({ rotulo: 'Documento de identidade de cada dependente', multiplos: true })]);
  });

  it('262 and 305 ask the member to declare (no sex field in the register)', () => {
    expect(tipo('262').campos.find((c) => c.tipo === 'declaracao' && c.obrigatorio)?.nome).toBe('declaracaoMae');
    expect(tipo('305').campos.find((c) => c.tipo === 'declaracao' && c.obrigatorio)?.nome).toBe('declaracaoMulher');
  });
});

describe('each type validates its dados (schemaDoTipo)', () => {
  it.each(Object.entries(VALIDOS))('%s: a valid payload passes', (codigo, dados) => {
    const r = validar(codigo, dados);
    expect(r.ok ? [] : r.issues).toEqual([]);
  });

  it.each(INVALIDOS)('%s: %s is refused on the right field', (codigo, _caso, dados, campo, mensagem) => {
    const r = validar(codigo, dados);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const naquele = r.issues.filter((i) => caminho(i) === campo);
    expect(naquele.map((i) => i.message), JSON.stringify(r.issues)).toContainEqual(typeof mensagem === 'string' ? mensagem : expect.stringMatching(mensagem));
    for (const i of r.issues) expect(i.message).not.toMatch(INGLES);
  });

  it('every type has at least one invalid case', () => {
    expect(new Set(INVALIDOS.map(([c]) => c))).toEqual(new Set(CATALOGO.map((t) => t.codigo)));
  });

  it('the initial values of every form are refused as they are (nothing required is pre-filled)', () => {
    for (const t of CATALOGO) {
      const obrigatorios = t.campos.filter((c) => c.obrigatorio);
      const r = schemaDoTipo(t).safeParse(valoresIniciais(t.campos));
      expect(r.success, t.codigo).toBe(obrigatorios.length === 0);
    }
  });

  it('normalises what it accepts (digits only, upper-case inscrição, optional empty → null)', () => {
    const r = validar('265', VALIDOS['265']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dados.falecidoCpf).toBe('52998224725');
    expect(r.dados.falecidoInscricao).toBe('12345/GO');
    expect((r.dados.herdeiros as { cpf: string }[])[0]?.cpf).toBe('39053344705');
    const n = validar('313', VALIDOS['313']);
    expect(n.ok && (n.dados.notas as { cnpjEmitente: string }[])[0]?.cnpjEmitente).toBe('11222333000181');
    const o = validar('298', ouvidoria);
    expect(o.ok && o.dados).toMatchObject({ advogadoRelacionado: null, servicoRelacionado: null });
  });
});

describe('cross-field rules', () => {
  const herdeiros = (...quotas: number[]) =>
    quotas.map((quota, i) => ({ nome: `Herdeiro ${i}`, cpf: [CPF_A, CPF_B, CPF_C][i], parentesco: 'filho', quota }));

  it('265: heirs’ quotas must sum to 100', () => {
    for (const quotas of [[50, 49], [60, 60], [99]]) {
      const r = validar('265', { ...VALIDOS['265'], herdeiros: herdeiros(...quotas) });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        const soma = quotas.reduce((a, b) => a + b, 0);
        expect(r.issues).toContainEqual(expect.objectContaining({ path: ['herdeiros'], message: `As quotas dos herdeiros devem somar 100%. Hoje somam ${soma}%.` }));
      }
    }
    expect(validar('265', { ...VALIDOS['265'], herdeiros: herdeiros(34, 33, 33) }).ok).toBe(true);
    expect(validar('265', { ...VALIDOS['265'], herdeiros: herdeiros(100) }).ok).toBe(true);
  });

  it('265: the same heir twice is refused', () => {
    const r = validar('265', { ...VALIDOS['265'], herdeiros: [...herdeiros(50), { ...herdeiros(50)[0], nome: 'Outro' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toContainEqual(expect.objectContaining({ path: ['herdeiros', 1, 'cpf'] }));
  });

  it('305: family income above the ceiling is refused, at the ceiling accepted', () => {
    expect(TETO_RENDA_PROTECAO_MULHER_CENTAVOS).toBe(759_000);
    const acima = validar('305', { ...VALIDOS['305'], rendaFamiliar: TETO_RENDA_PROTECAO_MULHER_CENTAVOS + 1 });
    expect(acima.ok).toBe(false);
    if (!acima.ok) {
      expect(acima.issues).toEqual([
        { code: 'custom', path: ['rendaFamiliar'], message: 'A renda familiar passa do limite deste auxílio (R$ 7.590,00 por mês).' },
      ]);
    }
    expect(validar('305', { ...VALIDOS['305'], rendaFamiliar: 0 }).ok).toBe(true);
    expect(tipo('305').descricao).toContain('R$ 7.590,00');
  });

  it('313: a bad CNPJ is refused on its invoice; the same invoice twice too', () => {
    const nota = (VALIDOS['313']!.notas as Record<string, unknown>[])[0]!;
    for (const cnpj of ['11.222.333/0001-82', '11111111111111', '123']) {
      const r = validar('313', { ...VALIDOS['313'], notas: [nota, { ...nota, numero: '9', cnpjEmitente: cnpj }] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues).toContainEqual(expect.objectContaining({ path: ['notas', 1, 'cnpjEmitente'], message: 'CNPJ inválido.' }));
    }
    const dup = validar('313', { ...VALIDOS['313'], notas: [nota, { ...nota, cnpjEmitente: '11222333000181' }] });
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.issues).toContainEqual(expect.objectContaining({ path: ['notas', 1, 'numero'] }));
    expect(cnpjValido(CNPJ_OK)).toBe(true);
  });

  it('313: an invoice dated in the future or with zero value is refused', () => {
    const nota = (VALIDOS['313']!.notas as Record<string, unknown>[])[0]!;
    const r = validar('313', { ...VALIDOS['313'], notas: [{ ...nota, data: '2099-01-01', valor: 0 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map(caminho).sort()).toEqual(['notas.0.data', 'notas.0.valor']);
  });
});

describe('schemaDosCampos edge cases', () => {
  const campos: Campo[] = [
    { nome: 'titulo', rotulo: 'Título', tipo: 'texto', max: 10, obrigatorio: true },
    { nome: 'obs', rotulo: 'Observação', tipo: 'texto', max: 10, obrigatorio: false },
    { nome: 'quando', rotulo: 'Quando', tipo: 'data', obrigatorio: false },
    { nome: 'cpf', rotulo: 'CPF', tipo: 'cpf', obrigatorio: false },
    { nome: 'valor', rotulo: 'Valor', tipo: 'moeda', obrigatorio: false },
    { nome: 'aceite', rotulo: 'Declaro', tipo: 'declaracao', obrigatorio: true },
    { nome: 'opcional', rotulo: 'Opcional', tipo: 'declaracao', obrigatorio: false },
    { nome: 'banco', rotulo: 'Banco', tipo: 'dadosBancarios', obrigatorio: true },
  ];
  const schema = schemaDosCampos(campos);
  const base = { titulo: 'Oi', aceite: true, banco: PIX };

  it('optional empty or missing values become null; an optional declaration defaults to false', () => {
    const r = schema.safeParse({ ...base, obs: '', quando: '', cpf: '  ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ titulo: 'Oi', obs: null, quando: null, cpf: null, valor: null, aceite: true, opcional: false, banco: PIX });
  });

  it('text is trimmed; required text of spaces is empty', () => {
    expect(schema.parse({ ...base, titulo: '  Oi  ' }).titulo).toBe('Oi');
    const r = schema.safeParse({ ...base, titulo: '   ' });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['titulo'], message: 'Campo obrigatório.' })]);
  });

  it('a required declaration must be true', () => {
    for (const aceite of [false, undefined, 'true', null]) {
      const r = schema.safeParse({ ...base, aceite });
      expect(r.error?.issues, String(aceite)).toEqual([expect.objectContaining({ path: ['aceite'], message: 'Confirme a declaração para continuar.' })]);
    }
  });

  it('refuses unknown keys', () => {
    const r = schema.safeParse({ ...base, papel: 'admin' });
    expect(r.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['papel'], message: 'Campo não permitido.' })]);
  });

  it('dadosBancarios: PIX key or bank account, each checked', () => {
    expect(schema.safeParse({ ...base, banco: PIX }).success).toBe(true);
    expect(schema.safeParse({ ...base, banco: CONTA }).success).toBe(true);
    expect(schema.safeParse({ ...base, banco: { ...CONTA, conta: '12345-X', agencia: '0001' } }).success).toBe(true);
    const semChave = schema.safeParse({ ...base, banco: { forma: 'pix', chavePix: ' ' } });
    expect(semChave.error?.issues).toEqual([expect.objectContaining({ path: ['banco', 'chavePix'], message: 'Informe a chave PIX.' })]);
    const contaRuim = schema.safeParse({ ...base, banco: { ...CONTA, banco: '1', conta: '123' } });
    expect(contaRuim.error?.issues.map(caminho).sort()).toEqual(['banco.banco', 'banco.conta']);
    const misturado = schema.safeParse({ ...base, banco: { ...PIX, banco: '001' } });
    expect(misturado.success).toBe(false);
    const semForma = schema.safeParse({ ...base, banco: { chavePix: 'x' } });
    expect(semForma.error?.issues[0]?.message).toBe('Escolha PIX ou conta bancária.');
    expect(schema.safeParse({ ...base, banco: null }).success).toBe(false);
  });
});
