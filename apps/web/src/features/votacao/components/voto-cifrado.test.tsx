import type { VotacaoGuardiao, VotacaoMembro } from '@portal/contracts';
import {
  bytesParaHex,
  contextoDaVotacao,
  hashBase,
  problemaDaCedula,
  verificarGuardiao,
  hexParaBytes,
  type CedulaCifradaJson,
  type GuardiaoPublicoJson,
  type Manifesto,
} from '@portal/contracts/votacao-cripto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { gerarChaveGuardiao } from '../cripto/guardiao';

const ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c4d';
const manifesto: Manifesto = {
  votacaoId: ID,
  titulo: 'Enquete cifrada',
  opcoes: ['Sim', 'Não'],
  minimo: 1,
  maximo: 1,
  guardioes: 3,
  quorum: 2,
};
const hB = bytesParaHex(hashBase(manifesto));
let publicos: GuardiaoPublicoJson[] = [];
let arquivos: string[] = [];

beforeAll(async () => {
  const gerados = await Promise.all([1, 2, 3].map((indice) => gerarChaveGuardiao({ votacaoId: ID, indice, hashBase: hB, quorum: 2 })));
  publicos = gerados.map((g) => g.publico);
  arquivos = gerados.map((g) => g.arquivo);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function membro(): VotacaoMembro {
  const ctx = contextoDaVotacao(manifesto, publicos);
  return {
    id: ID,
    titulo: 'Enquete cifrada',
    descricao: '',
    tipo: 'enquete',
    elegibilidade: 'regular_em_dia',
    comissao: null,
    abreEm: '2026-11-26T12:00:00.000Z',
    fechaEm: '2099-11-27T12:00:00.000Z',
    situacao: 'aberta',
    opcoes: [
      { id: 'a', texto: 'Sim' },
      { id: 'b', texto: 'Não' },
    ],
    minimo: 1,
    maximo: 1,
    comparecimento: { votantes: 0, eleitores: 3 },
    resultado: null,
    cripto: {
      chaveConjunta: ctx.chaveConjunta,
      hashEstendido: ctx.hashEstendido,
      minimo: 1,
      maximo: 1,
    },
    podeVotar: true,
    motivo: null,
    jaVotou: false,
  };
}

describe('/voting: the encrypted ballot', () => {
  it('encrypts the choice, checks a spoiled ballot (Benaloh), casts a fresh one and shows the code in groups', async () => {
    logarComo(maria);
    const codigo = 'ab12'.repeat(16);
    const api = instalarApiFake({
      'GET /votacoes': { status: 200, data: { itens: [membro()] } },
      [`POST /votacoes/${ID}/voto`]: {
        status: 201,
        data: {
          codigo,
          mensagem: 'Voto registrado. Guarde seu código de confirmação.',
        },
      },
    });
    const user = userEvent.setup();
    renderizarRota('/voting');
    await user.click(await screen.findByRole('button', { name: 'Votar' }, { timeout: 20_000 }));
    const dialogo = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(dialogo).getByRole('radio', { name: 'Não' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialogo).findByText(/Sua cédula foi cifrada neste navegador/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Conferir a criptografia' }));
    expect(await within(dialogo).findByTestId('conferencia-cedula')).toHaveTextContent('A cédula conferida continha: Não.');
    // The spoiled ballot cannot be cast: only a fresh one.
    expect(within(dialogo).queryByRole('button', { name: 'Confirmar voto' })).not.toBeInTheDocument();
    await user.click(
      within(dialogo).getByRole('button', {
        name: 'Cifrar de novo e continuar',
      }),
    );
    await user.click(await within(dialogo).findByRole('button', { name: 'Confirmar voto' }));
    expect(await within(dialogo).findByTestId('codigo-voto')).toHaveTextContent(/^(ab12 ){15}ab12$/);
    expect(within(dialogo).getByText('Voto registrado. Guarde seu código de confirmação.')).toBeInTheDocument();

    const corpo = api.chamadasDe(`POST /votacoes/${ID}/voto`)[0]?.corpo as {
      cedula: CedulaCifradaJson;
    };
    expect(Object.keys(corpo)).toEqual(['cedula']);
    const m = membro();
    expect(problemaDaCedula({ ...m.cripto!, opcoes: 2 }, corpo.cedula)).toBeNull();
    // Nothing in clear: no option id or text in what was sent.
    expect(JSON.stringify(corpo)).not.toMatch(/"(a|b|Sim|Não)"/);
  }, 60_000);

  it('shows the server message when the ballot is refused', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /votacoes': { status: 200, data: { itens: [membro()] } },
      [`POST /votacoes/${ID}/voto`]: {
        status: 422,
        data: {
          codigo: 'CEDULA_INVALIDA',
          mensagem: 'A prova da opção 1 não confere: a cédula foi alterada ou não foi cifrada para esta votação.',
        },
      },
    });
    const user = userEvent.setup();
    renderizarRota('/voting');
    await user.click(await screen.findByRole('button', { name: 'Votar' }, { timeout: 20_000 }));
    const dialogo = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(dialogo).getByRole('radio', { name: 'Sim' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    await user.click(await within(dialogo).findByRole('button', { name: 'Confirmar voto' }));
    expect(await within(dialogo).findByText(/A prova da opção 1 não confere/)).toBeInTheDocument();
  }, 60_000);
});

function guardiao(extra: Partial<VotacaoGuardiao> = {}): VotacaoGuardiao {
  return {
    id: ID,
    titulo: 'Enquete cifrada',
    situacao: 'cerimonia',
    abreEm: '2026-11-26T12:00:00.000Z',
    fechaEm: '2099-11-27T12:00:00.000Z',
    indice: 1,
    etapa: 'publicar-chave',
    quorum: 2,
    manifesto,
    hashBase: hB,
    guardioes: ['Ana Lima', 'Bruno Dias', 'Célia Moura'].map((nome, i) => ({
      indice: i + 1,
      nome,
      publico: null,
      etapa: 'publicar-chave' as const,
    })),
    partesParaMim: [],
    reclamacao: null,
    chaveConjunta: null,
    hashEstendido: null,
    apuracao: null,
    decifracoes: 0,
    ...extra,
  };
}

describe('/voting/guardiao/:id', () => {
  it('generates the key in the browser, downloads the file and publishes only the public part', async () => {
    logarComo(ana);
    let baixado: Blob | null = null;
    let publicou = false;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        baixado = b;
        return 'blob:guardiao';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = instalarApiFake({
      [`GET /votacoes-guardiao/${ID}`]: () => ({ status: 200, data: guardiao({ etapa: publicou ? 'aguardar' : 'publicar-chave' }) }),
      [`POST /votacoes-guardiao/${ID}/chave`]: () => {
        publicou = true;
        return { status: 200, data: guardiao({ etapa: 'aguardar' }) };
      },
    });
    const user = userEvent.setup();
    renderizarRota(`/voting/guardiao/${ID}`);
    expect(await screen.findByTestId('meu-indice', {}, { timeout: 20_000 })).toHaveTextContent('Você é o(a) guardião(ã) 1 de 3. Quórum para a apuração: 2.');
    await user.click(screen.getByRole('button', { name: 'Gerar minha chave' }));
    expect(await screen.findByText(/foi baixado/)).toBeInTheDocument();
    const arquivo = JSON.parse(await (baixado as unknown as Blob).text()) as {
      formato: string;
      coeficientes: string[];
    };
    expect(arquivo.formato).toBe('portal-votacao-guardiao/1');
    await user.click(screen.getByRole('button', { name: 'Publicar minha chave' }));
    await waitFor(() => expect(api.chamadasDe(`POST /votacoes-guardiao/${ID}/chave`)).toHaveLength(1));
    const publico = api.chamadasDe(`POST /votacoes-guardiao/${ID}/chave`)[0]?.corpo as GuardiaoPublicoJson;
    expect(verificarGuardiao(hexParaBytes(hB), publico, 2)).toBe(true);
    expect(JSON.stringify(publico)).not.toContain(arquivo.coeficientes[0]);
    expect(await screen.findByText(/Aguardando os outros guardiões; esta página se atualiza sozinha/)).toBeInTheDocument();
  }, 60_000);

  it('with a passphrase, asks it twice and refuses a mismatch', async () => {
    logarComo(ana);
    instalarApiFake({
      [`GET /votacoes-guardiao/${ID}`]: { status: 200, data: guardiao() },
    });
    const user = userEvent.setup();
    renderizarRota(`/voting/guardiao/${ID}`);
    await user.click(await screen.findByRole('checkbox', { name: 'Proteger o arquivo com uma senha' }, { timeout: 20_000 }));
    await user.type(screen.getByLabelText('Senha do arquivo'), 'uma senha longa');
    await user.type(screen.getByLabelText('Confirme a senha'), 'outra senha');
    await user.click(screen.getByRole('button', { name: 'Gerar minha chave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('As senhas não são iguais.');
  }, 60_000);

  it('loads the file and sends one encrypted part to each other guardian; refuses another guardian file', async () => {
    logarComo(ana);
    const comChaves = guardiao({
      etapa: 'enviar-partes',
      guardioes: guardiao().guardioes.map((g, i) => ({
        ...g,
        publico: publicos[i] ?? null,
        etapa: 'enviar-partes' as const,
      })),
    });
    const api = instalarApiFake({
      [`GET /votacoes-guardiao/${ID}`]: { status: 200, data: comChaves },
      [`POST /votacoes-guardiao/${ID}/partes`]: {
        status: 200,
        data: { ...comChaves, etapa: 'aguardar' },
      },
    });
    const user = userEvent.setup();
    renderizarRota(`/voting/guardiao/${ID}`);
    const entrada = await screen.findByTestId('arquivo-guardiao', {}, { timeout: 20_000 });
    await user.upload(
      entrada,
      new File([arquivos[1] ?? ''], 'guardiao-2.json', {
        type: 'application/json',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Este arquivo é de outro(a) guardião(ã) desta votação. Escolha o seu arquivo.');
    await user.upload(
      entrada,
      new File([arquivos[0] ?? ''], 'guardiao-1.json', {
        type: 'application/json',
      }),
    );
    expect(await screen.findByText('Arquivo carregado: guardião(ã) 1 desta votação.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar as partes' }));
    await waitFor(() => expect(api.chamadasDe(`POST /votacoes-guardiao/${ID}/partes`)).toHaveLength(1));
    const { partes } = api.chamadasDe(`POST /votacoes-guardiao/${ID}/partes`)[0]?.corpo as { partes: { de: number; para: number }[] };
    expect(partes.map((p) => [p.de, p.para])).toEqual([
      [1, 2],
      [1, 3],
    ]);
  }, 60_000);
});
