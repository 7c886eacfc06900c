import { STATUS_REQUERIMENTO, type Comprovante, type Pendencias, type ResumoRequerimento } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { membroPodeCancelar } from '../api/cancelar-requerimento';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { detalheDe, novoId, pagina, resumo } from './dados-de-teste-listas';

function itemCom(texto: string): HTMLElement {
  const item = screen.getAllByTestId('item-requerimento').find((el) => el.textContent?.includes(texto));
  if (!item) throw new Error(`Nenhum item com "${texto}".`);
  return item;
}

/** A fake list whose items turn 'cancelado' once POST …/cancelar was answered for them. */
function listaQueCancela(itens: ResumoRequerimento[]) {
  const cancelados = new Set<string>();
  const rotas = {
    'GET /requerimentos': () => pagina(itens.map((r) => (cancelados.has(r.id) ? { ...r, status: 'cancelado' as const } : r))),
    ...Object.fromEntries(
      itens.map((r) => [
        `POST /requerimentos/${r.id}/cancelar`,
        () => {
          cancelados.add(r.id);
          return { status: 200, data: detalheDe({ ...r, status: 'cancelado' }) };
        },
      ]),
    ),
  };
  return rotas;
}

describe('membroPodeCancelar', () => {
  it('is true only for rascunho, aguardando_pagamento and enviado (the contracts table), never for the anonymous report', () => {
    const podem = STATUS_REQUERIMENTO.filter((status) => membroPodeCancelar({ status, codigo: '262' }));
    expect(podem).toEqual(['rascunho', 'aguardando_pagamento', 'enviado']);
    for (const status of STATUS_REQUERIMENTO) expect(membroPodeCancelar({ status, codigo: '301' })).toBe(false);
    expect(membroPodeCancelar({ status: 'rascunho', codigo: null })).toBe(false);
  });
});

describe('cancelling from the member’s list', () => {
  it('offers Cancelar only while the member may cancel (not em análise, diligência or a final status)', async () => {
    logarComo(maria);
    const abertos = [
      resumo({ titulo: 'Pedido rascunho', status: 'rascunho', protocolo: null, enviadoEm: null }),
      resumo({ titulo: 'Pedido aguardando', codigo: '401', area: 'oab', status: 'aguardando_pagamento' }),
      resumo({ titulo: 'Pedido enviado', status: 'enviado' }),
    ];
    const fechados = [
      resumo({ titulo: 'Pedido em análise', status: 'em_analise' }),
      resumo({ titulo: 'Pedido em diligência', status: 'em_diligencia', prazoDiligencia: '2099-01-01' }),
      resumo({ titulo: 'Pedido deferido', status: 'deferido' }),
      resumo({ titulo: 'Pedido cancelado', status: 'cancelado' }),
    ];
    instalarApiFake({ 'GET /requerimentos': pagina([...abertos, ...fechados]) });
    renderizarRota('/perfil/meus-requerimentos');
    await screen.findAllByTestId('item-requerimento');

    for (const r of abertos) expect(within(itemCom(r.titulo)).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    for (const r of fechados) expect(within(itemCom(r.titulo)).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('a draft: the dialog says it is discarded, sends the reason to …/cancelar and the item shows Cancelado after the refetch', async () => {
    logarComo(maria);
    const rascunho = resumo({ titulo: 'Auxílio funeral', codigo: '265', status: 'rascunho', protocolo: null, enviadoEm: null });
    const outro = resumo({ titulo: 'Auxílio maternidade', status: 'enviado' });
    const api = instalarApiFake(listaQueCancela([rascunho, outro]));
    const { user } = renderizarRota('/perfil/meus-requerimentos');
    await screen.findAllByTestId('item-requerimento');

    await user.click(within(itemCom('Auxílio funeral')).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    expect(dialogo).toHaveTextContent('Auxílio funeral (rascunho)');
    expect(dialogo).toHaveTextContent('O rascunho será descartado');
    expect(dialogo).toHaveTextContent('Esta ação não pode ser desfeita.');
    const motivo = within(dialogo).getByRole('textbox', { name: 'Motivo' });
    expect(motivo).toHaveAttribute('maxlength', '500');
    await user.type(motivo, '  Abri por engano.  ');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chamadas = api.chamadasDe(`POST /requerimentos/${rascunho.id}/cancelar`);
    expect(chamadas).toHaveLength(1);
    expect(chamadas[0]?.corpo).toEqual({ motivo: 'Abri por engano.' });
    expect(api.chamadasDe(`POST /requerimentos/${outro.id}/cancelar`)).toHaveLength(0);
    // The list was asked again and now shows the draft cancelled, without the Cancelar and Continuar actions.
    expect(api.chamadasDe('GET /requerimentos')).toHaveLength(2);
    const item = itemCom('Auxílio funeral');
    expect(within(item).getByText('Cancelado', { selector: '.pl-chip' })).toBeInTheDocument();
    expect(item).toHaveTextContent('CASAG · Código 265 · Rascunho descartado');
    expect(within(item).getByRole('status')).toHaveTextContent('Rascunho descartado.');
    expect(within(item).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
    // Focus is not lost with the button: it is on the card's title.
    expect(within(item).getByRole('heading', { name: 'Auxílio funeral' })).toHaveFocus();
    // The other request is untouched.
    expect(within(itemCom('Auxílio maternidade')).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('without a reason the body is empty; a request waiting for payment is told its fee is cancelled', async () => {
    logarComo(maria);
    const taxa = resumo({ titulo: 'Certidão de regularidade', codigo: '401', area: 'oab', status: 'aguardando_pagamento', protocolo: '2026/000003' });
    const api = instalarApiFake(listaQueCancela([taxa]));
    const { user } = renderizarRota('/requerimentos');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    expect(dialogo).toHaveTextContent('Certidão de regularidade — protocolo 2026/000003');
    expect(dialogo).toHaveTextContent('A taxa deste pedido será cancelada e não precisará mais ser paga.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));
    await waitFor(() => expect(within(itemCom('Certidão de regularidade')).getByText('Cancelado', { selector: '.pl-chip' })).toBeInTheDocument());
    expect(api.chamadasDe(`POST /requerimentos/${taxa.id}/cancelar`)[0]?.corpo).toEqual({});
    expect(itemCom('Certidão de regularidade')).toHaveTextContent('Protocolo 2026/000003');
    expect(within(itemCom('Certidão de regularidade')).getByRole('status')).toHaveTextContent('Requerimento cancelado.');
  });

  it('Voltar closes the dialog without cancelling', async () => {
    logarComo(maria);
    const enviado = resumo({ status: 'enviado' });
    const api = instalarApiFake(listaQueCancela([enviado]));
    const { user } = renderizarRota('/perfil/meus-requerimentos');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    expect(dialogo).toHaveTextContent('O pedido será encerrado antes da análise');
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.chamadas.filter((c) => c.metodo === 'POST' && c.url.endsWith('/cancelar'))).toHaveLength(0);
    expect(within(itemCom('Auxílio maternidade')).getByText('Enviado')).toBeInTheDocument();
  });

  it('409: the server’s message stays in the dialog; closing it refreshes the list (the request moved on)', async () => {
    logarComo(maria);
    const enviado = resumo({ titulo: 'Auxílio maternidade', status: 'enviado' });
    let analise = false;
    const api = instalarApiFake({
      'GET /requerimentos': () => pagina([analise ? { ...enviado, status: 'em_analise' } : enviado]),
      [`POST /requerimentos/${enviado.id}/cancelar`]: () => {
        analise = true;
        return { status: 409, data: { mensagem: 'Não é possível cancelar um requerimento em análise.', codigo: 'TRANSICAO_INVALIDA' } };
      },
    });
    const { user } = renderizarRota('/perfil/meus-requerimentos');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));

    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Não é possível cancelar um requerimento em análise.');
    expect(screen.getByRole('dialog', { name: 'Cancelar requerimento?' })).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' })).toBeEnabled();
    expect(api.chamadasDe('GET /requerimentos')).toHaveLength(1);
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(itemCom('Auxílio maternidade')).getByText('Em análise', { selector: '.pl-chip' })).toBeInTheDocument());
    expect(api.chamadasDe('GET /requerimentos')).toHaveLength(2);
    expect(within(itemCom('Auxílio maternidade')).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('on /requerimento-pendente a cancelled draft leaves the Rascunhos section (pendências are refreshed)', async () => {
    logarComo(maria);
    const rascunho = resumo({ titulo: 'Certidão de regularidade', codigo: '401', area: 'oab', status: 'rascunho', protocolo: null, enviadoEm: null });
    let cancelado = false;
    const nada: Pendencias = { rascunhos: [], diligencias: [], aguardandoPagamento: [], titulosAbertos: [] };
    const api = instalarApiFake({
      'GET /requerimentos/pendencias': () => ({ status: 200, data: { ...nada, rascunhos: cancelado ? [] : [rascunho] } }),
      [`POST /requerimentos/${rascunho.id}/cancelar`]: () => {
        cancelado = true;
        return { status: 200, data: detalheDe({ ...rascunho, status: 'cancelado' }) };
      },
    });
    const { user } = renderizarRota('/requerimento-pendente');
    const secao = await screen.findByRole('region', { name: 'Rascunhos' });
    await user.click(within(secao).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar requerimento' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rascunhos' })).not.toBeInTheDocument());
    expect(api.chamadasDe('GET /requerimentos/pendencias')).toHaveLength(2);
    expect(api.chamadasDe(`POST /requerimentos/${rascunho.id}/cancelar`)).toHaveLength(1);
  });
});

describe('cancelling from the receipt', () => {
  const comprovante = (o: Partial<Comprovante> = {}): Comprovante => ({
    id: novoId(),
    protocolo: '2026/000042',
    codigoVerificacao: 'AB12CD34EF56',
    urlVerificacao: 'https://portal.exemplo.org.br/verificar/AB12CD34EF56',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    codigo: '262',
    titulo: 'Auxílio maternidade',
    area: 'casag',
    requerente: 'Maria Aparecida Souza',
    enviadoEm: '2026-03-10T13:20:00.000Z',
    status: 'enviado',
    andamentos: [],
    documentos: [],
    ...o,
  });

  it('a sent request is cancelled from its receipt, which then shows Cancelado', async () => {
    logarComo(maria);
    const c = comprovante();
    let cancelado = false;
    const api = instalarApiFake({
      [`GET /requerimentos/${c.id}/comprovante`]: () => ({ status: 200, data: cancelado ? { ...c, status: 'cancelado' } : c }),
      [`POST /requerimentos/${c.id}/cancelar`]: () => {
        cancelado = true;
        return { status: 200, data: detalheDe(resumo({ id: c.id, status: 'cancelado' })) };
      },
    });
    const { user } = renderizarRota(`/perfil/meus-requerimentos/${c.id}/protocolo`);
    await user.click(await screen.findByRole('button', { name: 'Cancelar requerimento' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Resolvido de outra forma.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));

    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('Requerimento cancelado.');
    expect(aviso).toHaveFocus();
    expect(within(screen.getByTestId('dados-comprovante')).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar requerimento' })).not.toBeInTheDocument();
    expect(api.chamadasDe(`POST /requerimentos/${c.id}/cancelar`)[0]?.corpo).toEqual({ motivo: 'Resolvido de outra forma.' });
  });

  it('no Cancelar on a receipt in análise', async () => {
    logarComo(maria);
    const c = comprovante({ status: 'em_analise' });
    instalarApiFake({ [`GET /requerimentos/${c.id}/comprovante`]: { status: 200, data: c } });
    renderizarRota(`/perfil/meus-requerimentos/${c.id}/protocolo`);
    expect(await screen.findByTestId('dados-comprovante')).toHaveTextContent('Em análise');
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar requerimento' })).not.toBeInTheDocument();
  });
});
