import type { Contatos, PreviaExportacaoContatos } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const contato = (n: number) => ({
  pessoaId: `7c2e3d4f-5a6b-4c7d-9e8f-0a1b2c3d4e${String(n).padStart(2, '0')}`,
  nome: `Pessoa ${n}`,
  cpf: '529.982.247-25',
  tipo: 'advogado' as const,
  inscricao: `${12340 + n}/GO`,
  situacao: 'regular' as const,
  email: `pessoa${n}@exemplo.com.br`,
  celular: null,
  cidade: 'Goiânia',
  uf: 'GO',
});
const lista: Contatos = { itens: Array.from({ length: 12 }, (_, i) => contato(i + 1)), total: 12, pagina: 1, porPagina: 50 };

/** The counts the server would give for each kind of message (12 listed). */
const previas: Record<string, PreviaExportacaoContatos> = {
  noticiasInstitucionais: { total: 12, exportados: 0, deFora: 12 },
  emailPagamentos: { total: 12, exportados: 9, deFora: 3 },
  emailStatusRequerimento: { total: 12, exportados: 12, deFora: 0 },
};

describe('/area-restrita/contatos: the CSV export', () => {
  it('says before the download how many are left out and why; with everyone left out there is nothing to download', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /area-restrita/contatos': { status: 200, data: lista },
      'GET /area-restrita/contatos/exportacao': (req) => ({ status: 200, data: previas[String(req.params.finalidade)] }),
      'GET /area-restrita/contatos/csv': { status: 200, data: 'Nome;CPF\r\n', headers: { 'content-type': 'text/csv' } },
    });
    const { user } = renderizarRota('/area-restrita/contatos?cidade=goiania');
    await screen.findByTestId('contatos-previa-exportacao', {}, { timeout: 20_000 });

    // Institutional news (the default kind): no one of the 12 takes it.
    await waitFor(() => expect(screen.getByTestId('contatos-previa-exportacao')).toHaveTextContent('12 contatos na lista, e nenhum aceita mensagens de notícias institucionais: não há o que exportar.'));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveAccessibleDescription(/não há o que exportar/);

    // Payments: 3 of 12 left out, said before the download; the button works.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de mensagem' }), 'emailPagamentos');
    await waitFor(() =>
      expect(screen.getByTestId('contatos-previa-exportacao')).toHaveTextContent('12 contatos na lista; 3 ficam fora da exportação porque não aceitam mensagens de pagamentos e vencimentos.'),
    );
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();

    // The counts were asked with the export's own filter and kind.
    expect(api.chamadasDe('GET /area-restrita/contatos/exportacao').map((c) => c.params)).toEqual([
      { cidade: 'goiania', finalidade: 'noticiasInstitucionais' },
      { cidade: 'goiania', finalidade: 'emailPagamentos' },
    ]);
    expect(api.chamadasDe('GET /area-restrita/contatos/csv')).toHaveLength(0);
  });
});
