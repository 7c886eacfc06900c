import { screen, within } from '@testing-library/react';
import { CODIGOS_INTERNOS, tipoPorCodigo } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ROTA = 'GET /area-restrita/pessoas';

const maria = {
  pessoaId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  nome: 'Maria Aparecida Souza',
  cpf: '52998224725',
  inscricao: '12345/GO',
  situacao: 'regular',
};
const mariana = {
  pessoaId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  nome: 'Mariana Souza',
  cpf: '11144477735',
  inscricao: null,
  situacao: null,
};

function abrir(rotas: Parameters<typeof instalarApiFake>[0]) {
  logarComo(ana);
  const api = instalarApiFake(rotas);
  return { api, ...renderizarRota('/area-restrita/requerimentos-interno') };
}

describe('/area-restrita/requerimentos-interno', () => {
  it('finds members by CPF or inscrição, lets staff pick one, and links each internal type with ?pessoa=', async () => {
    const { api, user } = abrir({ [ROTA]: { status: 200, data: [maria, mariana] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Requerimentos internos' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'CPF ou inscrição' }), ' 12345/GO ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const pessoas = await screen.findAllByTestId('pessoa-encontrada');
    expect(api.chamadasDe(ROTA)[0]?.params).toEqual({ termo: '12345/GO' });
    expect(pessoas).toHaveLength(2);
    expect(pessoas[0]).toHaveTextContent('Maria Aparecida Souza');
    expect(pessoas[0]).toHaveTextContent('CPF 529.982.247-25 · Inscrição 12345/GO · Situação Regular');
    expect(pessoas[1]).toHaveTextContent('CPF 111.444.777-35 · Inscrição — · Situação —');
    expect(screen.queryAllByTestId('tipo-interno')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Escolher: Mariana Souza' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Registrar requerimento para Mariana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolhida: Mariana Souza' })).toHaveAttribute('aria-pressed', 'true');

    // The catalog's internal codes, in the spec's order, each opening its flow for the chosen member.
    const esperados = CODIGOS_INTERNOS.filter((c) => tipoPorCodigo(c));
    expect(esperados).toContain('262');
    const links = screen.getAllByTestId('tipo-interno').map((t) => within(t).getByRole('link'));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      esperados.map((c) => `/area-restrita/requerimentos-interno/${c}?pessoa=${mariana.pessoaId}`),
    );
    // Each card shows it opens a form, inside the link (so it is clickable and read with the title).
    for (const l of links) expect(l).toHaveTextContent(/Preencher formulário$/);
    expect(screen.getByRole('link', { name: /262 — Auxílio maternidade/ })).toHaveAttribute(
      'href',
      `/area-restrita/requerimentos-interno/262?pessoa=${mariana.pessoaId}`,
    );
  });

  it('picks the only match by itself', async () => {
    const { user } = abrir({ [ROTA]: { status: 200, data: [maria] } });
    await user.type(await screen.findByRole('textbox', { name: 'CPF ou inscrição' }), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Registrar requerimento para Maria Aparecida Souza' })).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    const { user } = abrir({ [ROTA]: { status: 200, data: [] } });
    await user.type(await screen.findByRole('textbox', { name: 'CPF ou inscrição' }), '99999/GO');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhuma pessoa encontrada com este CPF ou inscrição.')).toBeInTheDocument();
  });

  it("shows the server's message for a term it does not accept, and checks an empty one before asking", async () => {
    const { api, user } = abrir({
      [ROTA]: {
        status: 422,
        data: {
          mensagem: 'Informe o CPF (11 dígitos) ou a inscrição na OAB (ex.: 12345 ou 12345/GO).',
          codigo: 'TERMO_INVALIDO',
          campos: { termo: 'Informe o CPF (11 dígitos) ou a inscrição na OAB (ex.: 12345 ou 12345/GO).' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe o CPF ou a inscrição.')).toBeInTheDocument();
    expect(api.chamadasDe(ROTA)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'CPF ou inscrição' }), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o CPF (11 dígitos) ou a inscrição na OAB (ex.: 12345 ou 12345/GO).');
    expect(api.chamadasDe(ROTA)[0]?.params).toEqual({ termo: 'abcdef' });
  });
});
