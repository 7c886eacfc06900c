import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { simularTelaEstreita } from '@/test/tela-estreita';

function registro(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `0b6c2d1e-0000-4c2a-9e1f-${String(i).padStart(12, '0')}`,
    em: '2026-03-01T15:04:05Z',
    acao: 'login',
    sucesso: true,
    metodo: 'senha-colaborador',
    motivo: null,
    usuarioNome: `Pessoa ${i}`,
    resumo: null,
    ip: `10.0.0.${i}`,
    ...extra,
  };
}

describe('/area-restrita', () => {
  it('greets the staff member and lists the last accesses', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /auditoria': {
        status: 200,
        data: {
          itens: [
            registro(1),
            registro(2, { acao: 'logout', metodo: null, usuarioNome: null, ip: null }),
            registro(3, { sucesso: false, motivo: 'senha_incorreta', usuarioNome: null }),
            registro(4, { acao: 'sessao_revogada', metodo: null, sucesso: false, motivo: 'algo_novo' }),
          ],
          total: 4,
          pagina: 1,
          tamanho: 20,
        },
      },
    });
    renderizarRota('/area-restrita');

    expect(await screen.findByRole('heading', { level: 1, name: 'Área restrita' })).toBeInTheDocument();
    expect(screen.getByText(/Olá, Ana\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Últimos acessos ao portal' })).toBeInTheDocument();

    const linhas = await screen.findAllByTestId('auditoria-linha');
    expect(linhas).toHaveLength(4);
    const [primeira, segunda, terceira, quarta] = linhas.map((l) => within(l).getAllByRole('cell').map((c) => c.textContent));
    // 15:04:05 UTC is 12:04:05 in São Paulo (UTC-3).
    expect(primeira).toEqual(['01/03/2026, 12:04:05', 'Pessoa 1', 'Login (modo Colaborador)', 'Sucesso', '10.0.0.1']);
    expect(segunda).toEqual(['01/03/2026, 12:04:05', '—', 'Logout', 'Sucesso', '—']);
    expect(terceira?.[3]).toBe('FalhaSenha incorreta');
    expect(quarta?.slice(2, 4)).toEqual(['Sessão revogada', 'FalhaAlgo novo']);
    expect(api.chamadasDe('GET /auditoria')[0]?.params).toEqual({ pagina: 1, tamanho: 20, tipo: 'acessos' });
  });

  it("shows what a permission change did and the reason given, under the event's name", async () => {
    logarComo(ana);
    const resumo = 'Permissões de Carla Dias. Concedidas: Financeiro. Retiradas: nenhuma. Motivo: assumiu a tesouraria';
    instalarApiFake({
      'GET /auditoria': {
        status: 200,
        data: { itens: [registro(1, { acao: 'permissoes_alteradas', metodo: null, resumo }), registro(2)], total: 2, pagina: 1, tamanho: 20 },
      },
    });
    renderizarRota('/area-restrita');
    const [alteracao, login] = await screen.findAllByTestId('auditoria-linha');
    expect(within(alteracao!).getAllByRole('cell')[2]?.textContent).toBe(`Permissões alteradas${resumo}`);
    expect(within(login!).queryByTestId('auditoria-resumo')).toBeNull();
  });

  it('links to the review queue and to internal filing', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    renderizarRota('/area-restrita');
    const nav = await screen.findByRole('navigation', { name: 'Requerimentos' });
    expect(within(nav).getByRole('link', { name: /Fila de requerimentos/ })).toHaveAttribute('href', '/area-restrita/requerimentos');
    expect(within(nav).getByRole('link', { name: /Requerimentos internos/ })).toHaveAttribute('href', '/area-restrita/requerimentos-interno');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the Financeiro cards to staff with the finance permission', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    renderizarRota('/area-restrita');
    const nav = await screen.findByRole('navigation', { name: 'Financeiro' });
    expect(within(nav).getByRole('link', { name: /Inadimplência/ })).toHaveAttribute('href', '/area-restrita/inadimplencia');
    expect(within(nav).getByRole('link', { name: /Pagamentos e revisão/ })).toHaveAttribute('href', '/area-restrita/financeiro');
    expect(within(nav).getByRole('link', { name: /Tabela de honorários/ })).toHaveAttribute('href', '/area-restrita/tabela-honorarios');
    expect(within(nav).getByRole('link', { name: /Importar títulos/ })).toHaveAttribute('href', '/area-restrita/financeiro/importar-titulos');
  });

  it('hides the Financeiro cards without the finance permission (only an exact true counts)', async () => {
    for (const valor of [false, 'true']) {
      logarComo({ ...ana, permissoes: { ...ana.permissoes, CLI_PermissaoFinanceiro: valor } });
      instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
      const { unmount } = renderizarRota('/area-restrita');
      expect(await screen.findByRole('navigation', { name: 'Requerimentos' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Financeiro' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Inadimplência/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the table inside a scrollable, focusable region', async () => {
    logarComo(ana);
    instalarApiFake({
      'GET /auditoria': { status: 200, data: { itens: [registro(1)], total: 1, pagina: 1, tamanho: 20 } },
    });
    renderizarRota('/area-restrita');
    const regiao = await screen.findByRole('region', { name: 'Tabela dos últimos acessos' });
    expect(regiao).toHaveAttribute('tabindex', '0');
    expect(regiao).toHaveStyle({ overflowX: 'auto' });
    expect(within(regiao).getByRole('table')).toBeInTheDocument();
  });

  it('shows one card per access on a narrow screen (360 px), every column readable, no table', async () => {
    // Narrow screen: MUI's down('sm') query is a max-width one.
    simularTelaEstreita();
    logarComo(ana);
    instalarApiFake({
      'GET /auditoria': {
        status: 200,
        data: {
          itens: [registro(1), registro(3, { sucesso: false, motivo: 'senha_incorreta', usuarioNome: null })],
          total: 2,
          pagina: 1,
          tamanho: 20,
        },
      },
    });
    renderizarRota('/area-restrita');
    const lista = await screen.findByRole('list', { name: 'Lista dos últimos acessos' });
    const cartoes = within(lista).getAllByTestId('auditoria-cartao');
    expect(cartoes).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cartoes[0]).toHaveTextContent('Login (modo Colaborador)');
    expect(cartoes[0]).toHaveTextContent('Sucesso');
    expect(cartoes[0]).toHaveTextContent('Data e hora01/03/2026, 12:04:05');
    expect(cartoes[0]).toHaveTextContent('UsuárioPessoa 1');
    expect(cartoes[0]).toHaveTextContent('IP10.0.0.1');
    expect(cartoes[1]).toHaveTextContent('FalhaSenha incorreta');
    expect(cartoes[1]).toHaveTextContent('Usuário—');
    // The pagination keeps its range text; a shorter label keeps it on one line.
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
    expect(screen.getByText('Por página:')).toBeInTheDocument();
  });

  it('on a phone the log starts with 5 accesses a page, so the pager is close', async () => {
    simularTelaEstreita();
    logarComo(ana);
    const api = instalarApiFake({
      'GET /auditoria': (req) => {
        const tamanho = Number(req.params.tamanho);
        return { status: 200, data: { itens: Array.from({ length: tamanho }, (_, i) => registro(i + 1)), total: 45, pagina: 1, tamanho } };
      },
    });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findAllByTestId('auditoria-cartao')).toHaveLength(5);
    expect(api.chamadasDe('GET /auditoria')[0]?.params).toEqual({ pagina: 1, tamanho: 5, tipo: 'acessos' });
    expect(screen.getByText('1–5 de 45')).toBeInTheDocument();
    // The member can still ask for more per page.
    await user.click(screen.getByRole('combobox', { name: /Por página/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20']);
  });

  it('pages through the log', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /auditoria': (req) => {
        const pagina = Number(req.params.pagina);
        return {
          status: 200,
          data: {
            itens: [registro(pagina * 100)],
            total: 45,
            pagina,
            tamanho: Number(req.params.tamanho),
          },
        };
      },
    });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findByText('Pessoa 100')).toBeInTheDocument();
    expect(screen.getByText('1–20 de 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Pessoa 200')).toBeInTheDocument();
    expect(screen.getByText('21–40 de 45')).toBeInTheDocument();
    await waitFor(() => expect(api.chamadasDe('GET /auditoria').at(-1)?.params).toEqual({ pagina: 2, tamanho: 20, tipo: 'acessos' }));
  });

  it('switches between accesses (the default) and every row, back to page 1, with the staff actions in Portuguese', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /auditoria': (req) => {
        const pagina = Number(req.params.pagina);
        const itens =
          req.params.tipo === 'todos'
            ? [
                registro(11, { acao: 'processos.movimento_lancado', metodo: null }),
                registro(12, { acao: 'votacao.aberta', metodo: null }),
                registro(13, { acao: 'festa.lote_criado', metodo: null }),
                registro(14, { acao: 'vacinas.dose_aplicada', metodo: null }),
                registro(15, { acao: 'processos.algo_novo', metodo: null }),
              ]
            : [registro(pagina)];
        return { status: 200, data: { itens, total: 45, pagina, tamanho: Number(req.params.tamanho) } };
      },
    });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();

    const grupo = screen.getByRole('group', { name: 'Mostrar' });
    const acessos = within(grupo).getByRole('button', { name: 'Acessos' });
    const todos = within(grupo).getByRole('button', { name: 'Todos os registros' });
    expect(acessos).toHaveAttribute('aria-pressed', 'true');
    expect(todos).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Últimos acessos ao portal' })).toBeInTheDocument();

    // On page 2 of the accesses, switching starts the other list at page 1.
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Pessoa 2')).toBeInTheDocument();
    await user.click(todos);
    expect(todos).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Últimos acessos e ações no portal' })).toBeInTheDocument();
    expect(await screen.findByText('Pessoa 11')).toBeInTheDocument();
    expect(api.chamadasDe('GET /auditoria').at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, tipo: 'todos' });
    expect(screen.getByText('1–20 de 45')).toBeInTheDocument();

    const regiao = screen.getByRole('region', { name: 'Tabela dos últimos registros' });
    const eventos = within(regiao).getAllByTestId('auditoria-linha').map((l) => within(l).getAllByRole('cell')[2]?.textContent);
    expect(eventos).toEqual([
      'Movimento lançado em processo',
      'Votação aberta',
      'Lote da festa criado',
      'Dose de vacina aplicada',
      // A code without a label yet: readable, its area named, no dot.
      'Algo novo (Processos)',
    ]);
    expect(screen.queryByText('Pessoa 1')).not.toBeInTheDocument();

    // Keyboard: the pressed button is reachable and Space on the other one switches back.
    acessos.focus();
    await user.keyboard(' ');
    expect(acessos).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Últimos acessos ao portal' })).toBeInTheDocument();
    expect(api.chamadasDe('GET /auditoria').at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, tipo: 'acessos' });
  });

  it('keeps the switch on a narrow screen (360 px), full width, and names the card list by what it shows', async () => {
    simularTelaEstreita();
    logarComo(ana);
    instalarApiFake({
      'GET /auditoria': (req) => ({
        status: 200,
        data: {
          itens: req.params.tipo === 'todos' ? [registro(21, { acao: 'sessoes.pauta_incluido', metodo: null })] : [registro(1)],
          total: 1,
          pagina: 1,
          tamanho: 5,
        },
      }),
    });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findByRole('list', { name: 'Lista dos últimos acessos' })).toBeInTheDocument();
    const grupo = screen.getByRole('group', { name: 'Mostrar' });
    expect(grupo.className).toMatch(/fullWidth/);
    await user.click(within(grupo).getByRole('button', { name: 'Todos os registros' }));
    const lista = await screen.findByRole('list', { name: 'Lista dos últimos registros' });
    expect(within(lista).getByTestId('auditoria-cartao')).toHaveTextContent('Processo incluído em pauta');
  });

  it("says 'Nenhum registro.' when no row at all is shown in every row", async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findByText('Nenhum registro de acesso.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todos os registros' }));
    expect(await screen.findByText('Nenhum registro.')).toBeInTheDocument();
  });

  it("says 'Nenhum registro de acesso.' when the log is empty", async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    renderizarRota('/area-restrita');
    expect(await screen.findByText('Nenhum registro de acesso.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, then the error with a retry', async () => {
    logarComo(ana);
    let vezes = 0;
    instalarApiFake({
      'GET /auditoria': () => {
        vezes += 1;
        return vezes === 1
          ? { status: 403, data: { mensagem: 'Você não tem permissão para esta ação.', codigo: 'PROIBIDO' } }
          : { status: 200, data: { itens: [registro(7)], total: 1, pagina: 1, tamanho: 20 } };
      },
    });
    const { user } = renderizarRota('/area-restrita');
    expect(await screen.findByTestId('auditoria-carregando')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para esta ação.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pessoa 7')).toBeInTheDocument();
  });
});
