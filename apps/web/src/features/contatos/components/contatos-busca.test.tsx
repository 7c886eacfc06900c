import type { ContatoDetalhe, Contatos } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const JOANA = '7c2e3d4f-5a6b-4c7d-9e8f-0a1b2c3d4e01';
const joana = {
  pessoaId: JOANA,
  nome: 'Joana Ribeiro',
  cpf: '390.533.447-05',
  tipo: 'advogado' as const,
  inscricao: '23456/GO',
  situacao: 'regular' as const,
  email: 'joana@exemplo.com.br',
  celular: null,
  cidade: 'Anápolis',
  uf: 'GO',
};
const umaPagina: Contatos = { itens: [joana], total: 1, pagina: 1, porPagina: 50 };
const detalhe: ContatoDetalhe = {
  ...joana,
  nomeSocial: null,
  inscricoes: [{ inscricao: '23456/GO', tipo: 'principal', situacao: 'regular' }],
  temConta: false,
  preferencias: { emailStatusRequerimento: true, emailPagamentos: false, noticiasInstitucionais: true },
};

describe('/area-restrita/contatos: searching the directory', () => {
  it('asks for a search first and reads nothing until there is one', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake();
    renderizarRota('/area-restrita/contatos');
    expect(await screen.findByText('Busque por nome, CPF, inscrição ou cidade, ou escolha um filtro, para ver os contatos.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(api.chamadasDe('GET /area-restrita/contatos')).toHaveLength(0);
  });

  it('searches with the typed term (in the URL too), shows loading, then the people found; a contact opens with what they accept', { timeout: 60_000 }, async () => {
    logarComo(ana);
    let responder: (r: { status: number; data: unknown }) => void = () => {};
    const api = instalarApiFake({
      'GET /area-restrita/contatos': () => new Promise((r) => (responder = r)),
      [`GET /area-restrita/contatos/${JOANA}`]: { status: 200, data: detalhe },
    });
    const { router } = renderizarRota('/area-restrita/contatos');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome, CPF ou inscrição' }, { timeout: 30_000 }), 'Joana');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Buscando contatos…')).toBeInTheDocument();
    expect(api.chamadasDe('GET /area-restrita/contatos').map((c) => c.params)).toEqual([{ busca: 'Joana' }]);
    expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('Joana');
    responder({ status: 200, data: umaPagina });

    await userEvent.click(await screen.findByRole('button', { name: 'Joana Ribeiro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Joana Ribeiro' });
    const termos = within(dialogo).getAllByRole('term').map((t) => t.textContent);
    expect(termos).toEqual(['CPF', 'Tipo', 'Inscrições', 'E-mail', 'Celular', 'Cidade/UF', 'Conta no portal', 'Aceita receber']);
    expect(within(dialogo).getByText('23456/GO (Regular)')).toBeInTheDocument();
    expect(within(dialogo).getByText('Não (valem as preferências padrão)')).toBeInTheDocument();
    expect(within(dialogo).getByText('Situação de requerimentos, Notícias institucionais')).toBeInTheDocument();
  });

  it('says when no one matches the filters', { timeout: 60_000 }, async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/contatos': { status: 200, data: { itens: [], total: 0, pagina: 1, porPagina: 50 } } });
    renderizarRota('/area-restrita/contatos?busca=Ningu%C3%A9m');
    expect(await screen.findByText('Nenhum contato com estes filtros.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Joana Ribeiro' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal with a retry that asks again", { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /area-restrita/contatos': (_req, vez) =>
        vez === 1 ? { status: 503, data: { mensagem: 'Serviço indisponível. Tente novamente.', codigo: 'INDISPONIVEL' } } : { status: 200, data: umaPagina },
    });
    renderizarRota('/area-restrita/contatos?busca=Joana');
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 30_000 }));
    expect(await screen.findByRole('button', { name: 'Joana Ribeiro' })).toBeInTheDocument();
    expect(api.chamadasDe('GET /area-restrita/contatos')).toHaveLength(2);
  });
});
