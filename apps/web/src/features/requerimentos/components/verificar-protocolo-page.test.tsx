import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { renderizarRota } from '@/test/render-app';

describe('/verificar/:codigo (public)', () => {
  it('confirms an authentic receipt without login: protocol, title, date, status and initials only', async () => {
    const api = instalarApiFake({
      'GET /protocolos/verificar/AB12CD34EF56': {
        status: 200,
        data: { protocolo: '2026/000042', titulo: 'Requerimento CASAG', enviadoEm: '2026-03-10T13:20:00.000Z', status: 'deferido', requerenteIniciais: 'M. A. S.' },
      },
    });
    renderizarRota('/verificar/AB12CD34EF56');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificação de comprovante' })).toBeInTheDocument();
    const ok = await screen.findByTestId('comprovante-autentico');
    expect(within(ok).getByText('Comprovante autêntico')).toBeInTheDocument();
    const valor = (rotulo: string) => within(ok).getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valor('Protocolo')).toBe('2026/000042');
    expect(valor('Requerimento')).toBe('Requerimento CASAG');
    expect(valor('Enviado em')).toBe('10/03/2026, 10:20');
    expect(valor('Situação')).toBe('Deferido');
    expect(valor('Requerente')).toBe('M. A. S.');
    // Public page: no top bar, no user request.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(api.chamadas.map((c) => c.rota)).not.toContain('GET /usuario/me');
    expect(screen.getByRole('link', { name: 'Ir para o Portal unificado' })).toHaveAttribute('href', '/login');
  });

  it('404: "Não encontramos um comprovante com este código."', async () => {
    instalarApiFake({
      'GET /protocolos/verificar/ZZZZZZZZZZZZ': { status: 404, data: { mensagem: 'Comprovante não encontrado.', codigo: 'NAO_ENCONTRADO' } },
    });
    renderizarRota('/verificar/ZZZZZZZZZZZZ');
    const estado = await screen.findByTestId('comprovante-nao-encontrado');
    expect(estado).toHaveTextContent('Não encontramos um comprovante com este código.');
    expect(screen.queryByTestId('comprovante-autentico')).not.toBeInTheDocument();
  });

  it('a code in the wrong format is not sent to the server', async () => {
    const api = instalarApiFake({});
    renderizarRota('/verificar/abc');
    expect(await screen.findByTestId('comprovante-nao-encontrado')).toHaveTextContent('Não encontramos um comprovante com este código.');
    expect(api.chamadas.filter((c) => c.rota.startsWith('GET /protocolos'))).toHaveLength(0);
  });

  it('a lower-case code from a hand-typed address is checked in upper case', async () => {
    const api = instalarApiFake({
      'GET /protocolos/verificar/AB12CD34EF56': {
        status: 200,
        data: { protocolo: '2026/000042', titulo: 'Certidão de regularidade', enviadoEm: '2026-03-10T13:20:00.000Z', status: 'enviado', requerenteIniciais: null },
      },
    });
    renderizarRota('/verificar/ab12cd34ef56');
    const ok = await screen.findByTestId('comprovante-autentico');
    expect(ok).toHaveTextContent('Não identificado');
    expect(api.chamadasDe('GET /protocolos/verificar/AB12CD34EF56')).toHaveLength(1);
  });

  it('other failures: the message with a retry', async () => {
    const api = instalarApiFake({
      'GET /protocolos/verificar/AB12CD34EF56': (_req, vez) =>
        vez === 1
          ? { redeFalhou: true }
          : { status: 200, data: { protocolo: '2026/000042', titulo: 'Auxílio maternidade', enviadoEm: '2026-03-10T13:20:00.000Z', status: 'enviado', requerenteIniciais: 'M. A. S.' } },
    });
    const { user } = renderizarRota('/verificar/AB12CD34EF56');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('comprovante-autentico')).toBeInTheDocument();
    expect(api.chamadasDe('GET /protocolos/verificar/AB12CD34EF56')).toHaveLength(2);
  });
});
