import type { DocumentoDoProcesso } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '4f5c1f0e-8a3b-4c2d-9e1f-0a1b2c3d4e5f';

const processo = {
  id: ID,
  numero: '2026.000104',
  classe: 'recurso',
  assunto: 'Recurso contra indeferimento de inscrição',
  orgao: 'camara-1',
  fase: 'Instrução',
  situacao: 'em-andamento',
  sigiloso: false,
  autuadoEm: '2026-11-20',
  relator: null,
  visao: 'publico',
  qualidade: null,
  podePeticionar: false,
  partes: [],
  movimentos: [],
  documentos: null,
  prazos: [],
  sessoes: [],
};

describe('/processo/:id', () => {
  it('a process without parties says so under "Partes" instead of an empty heading', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /processos/${ID}`]: { status: 200, data: processo } });
    renderizarRota(`/processo/${ID}`);
    const partes = await screen.findByRole('region', { name: 'Partes' }, { timeout: 20_000 });
    expect(within(partes).getByText('Nenhuma parte cadastrada neste processo.')).toBeInTheDocument();
    expect(within(partes).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a petition’s document waits for the secretariat until filed; once filed it says when and by the secretariat', { timeout: 60_000 }, async () => {
    logarComo(maria);
    const doc = (d: Partial<DocumentoDoProcesso>): DocumentoDoProcesso => ({
      id: '4f5c1f0e-8a3b-4c2d-9e1f-0a1b2c3d4e60',
      nome: 'defesa.pdf',
      formato: 'pdf',
      tamanho: 1000,
      juntadoEm: null,
      juntadoPorNome: null,
      publico: true,
      peticao: null,
      ...d,
    });
    const documentos = [
      doc({ nome: 'defesa.pdf', peticao: { protocolo: 'PET-2026/000007', situacao: 'recebida', enviadaEm: '2026-11-26T15:00:00.000Z', enviadaPorNome: 'Maria Aparecida Souza' } }),
      doc({
        id: '4f5c1f0e-8a3b-4c2d-9e1f-0a1b2c3d4e61',
        nome: 'procuracao.pdf',
        juntadoEm: '2026-11-28T13:00:00.000Z',
        juntadoPorNome: 'Secretaria',
        peticao: { protocolo: 'PET-2026/000005', situacao: 'juntada', enviadaEm: '2026-11-25T15:00:00.000Z', enviadaPorNome: 'Maria Aparecida Souza' },
      }),
    ];
    instalarApiFake({ [`GET /processos/${ID}`]: { status: 200, data: { ...processo, visao: 'envolvido', qualidade: 'advogado', podePeticionar: true, documentos } } });
    renderizarRota(`/processo/${ID}`);
    const secao = await screen.findByRole('region', { name: 'Documentos' }, { timeout: 20_000 });
    const [pendente, juntado] = within(secao).getAllByTestId('documento-processo');
    expect(within(pendente!).getByText('Aguardando juntada pela secretaria')).toBeInTheDocument();
    expect(pendente).toHaveTextContent('Enviado em 26/11/2026 por Maria Aparecida Souza, com a petição PET-2026/000007; ainda não faz parte dos autos.');
    expect(pendente).not.toHaveTextContent(/Juntado/);
    expect(juntado).toHaveTextContent('Juntado em 28/11/2026 por Secretaria (petição PET-2026/000005, enviada por Maria Aparecida Souza)');
  });
});
