import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGO, dataEmSaoPaulo, type CampoSimples } from '@portal/contracts';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { digitarDataNoCampo } from '@/test/digitar-data';

const ID = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const ROTA_GET = `GET /area-restrita/requerimentos/${ID}`;
const ROTA_POST = `POST /area-restrita/requerimentos/${ID}/transicoes`;

type Usuario = ReturnType<typeof renderizarRota>['user'];

function requerimento(extra: Record<string, unknown> = {}) {
  return {
    id: ID,
    codigo: '262',
    titulo: 'Auxílio maternidade',
    area: 'casag',
    status: 'em_analise',
    protocolo: '2026/000042',
    criadoEm: '2026-03-01T12:00:00Z',
    atualizadoEm: '2026-03-02T12:00:00Z',
    enviadoEm: '2026-03-01T15:04:00Z',
    prazoDiligencia: null,
    sensivel: false,
    dados: {
      evento: 'nascimento',
      dataEvento: '2026-02-10',
      nomeCrianca: 'Helena Souza',
      declaracaoMae: true,
      dadosBancarios: { forma: 'conta', banco: '001', agencia: '1234-5', conta: '12345-6', tipoConta: 'corrente' },
    },
    pai: null,
    documentos: [
      {
        id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        chave: 'certidao_evento',
        nome: 'certidao.pdf',
        formato: 'pdf',
        tamanho: 153600,
        sha256: 'a'.repeat(64),
        enviadoEm: '2026-03-01T15:00:00Z',
      },
    ],
    andamentos: [
      { id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', em: '2026-03-01T15:04:00Z', de: 'rascunho', para: 'enviado', texto: null, autor: 'membro', prazo: null },
      { id: '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c', em: '2026-03-02T12:00:00Z', de: 'enviado', para: 'em_analise', texto: null, autor: 'staff', prazo: null },
    ],
    tituloTaxa: null,
    acoes: ['pedir_diligencia', 'deferir'],
    codigoVerificacao: 'ABCDEF123456',
    requerente: {
      pessoaId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      nome: 'Maria Aparecida Souza',
      cpf: '52998224725',
      inscricao: '12345/GO',
      email: 'maria@exemplo.com.br',
    },
    registradoPorStaff: false,
    ...extra,
  };
}

function abrir(rotas: Parameters<typeof instalarApiFake>[0]) {
  logarComo(ana);
  const api = instalarApiFake(rotas);
  const tela = renderizarRota(`/area-restrita/requerimentos/${ID}`);
  return { api, ...tela };
}

/** The value shown next to a label of the read-only form. */
function valorDe(rotulo: string): string | null {
  const dt = within(screen.getByTestId('dados-requerimento')).getByText(rotulo, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

async function digitarPrazo(_user: Usuario, data: dayjs.Dayjs) {
  digitarDataNoCampo(/Prazo/, data.format('DDMMYYYY'));
  return Promise.resolve();
}

describe('/area-restrita/requerimentos/:id', () => {
  it('shows the header, the requester, the form with the catalog labels, documents and history', async () => {
    abrir({ [ROTA_GET]: { status: 200, data: requerimento() } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Auxílio maternidade' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('protocolo')).toHaveTextContent('Protocolo 2026/000042');
    expect(screen.getByText('Enviado em 01/03/2026, 12:04')).toBeInTheDocument();

    const requerente = screen.getByTestId('requerente');
    expect(requerente).toHaveTextContent('Maria Aparecida Souza');
    expect(requerente).toHaveTextContent('529.982.247-25');
    expect(requerente).toHaveTextContent('12345/GO');
    expect(requerente).toHaveTextContent('maria@exemplo.com.br');
    expect(screen.queryByText('Registrado pela equipe')).not.toBeInTheDocument();
    expect(screen.queryByTestId('aviso-sensivel')).not.toBeInTheDocument();

    expect(valorDe('Evento')).toBe('Nascimento');
    expect(valorDe('Data do evento')).toBe('10/02/2026');
    expect(valorDe('Nome da criança')).toBe('Helena Souza');
    expect(valorDe('Declaro que sou a mãe (biológica ou adotante) da criança.')).toBe('Sim');
    expect(valorDe('Dados para pagamento do benefício')).toBe('Banco 001, agência 1234-5, conta 12345-6 (corrente)');

    const [documento] = screen.getAllByTestId('documento');
    expect(documento).toHaveTextContent('Certidão de nascimento, adoção ou natimorto');
    expect(documento).toHaveTextContent('certidao.pdf');
    expect(within(documento as HTMLElement).getByRole('button', { name: 'Baixar certidao.pdf' })).toBeInTheDocument();

    const andamentos = screen.getAllByTestId('andamento');
    expect(andamentos.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Rascunho → Enviado'),
      expect.stringContaining('Enviado → Em análise'),
    ]);
    expect(andamentos[1]).toHaveTextContent('Equipe');
  });

  it('names the first entry of the history "Rascunho criado"', async () => {
    const base = requerimento();
    const criado = { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', em: '2026-03-01T14:00:00Z', de: null, para: 'rascunho' as const, texto: null, autor: 'membro' as const, prazo: null };
    abrir({ [ROTA_GET]: { status: 200, data: { ...base, andamentos: [criado, ...base.andamentos] } } });
    const [primeiro] = await screen.findAllByTestId('andamento');
    expect(primeiro).toHaveTextContent('Rascunho criado');
  });

  it('offers only the actions the server returned', async () => {
    abrir({ [ROTA_GET]: { status: 200, data: requerimento() } });
    const acoes = await screen.findByRole('region', { name: 'Ações' });
    expect(within(acoes).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pedir diligência', 'Deferir']);
    expect(screen.queryByRole('button', { name: 'Indeferir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arquivar' })).not.toBeInTheDocument();
  });

  it('marks a sensitive request, one filed by staff, and an anonymous report', async () => {
    abrir({ [ROTA_GET]: { status: 200, data: requerimento({ sensivel: true, registradoPorStaff: true, acoes: [] }) } });
    expect(await screen.findByTestId('aviso-sensivel')).toHaveTextContent('Requerimento sensível: este acesso foi registrado.');
    expect(screen.getByText('Registrado pela equipe')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma ação disponível na situação atual.')).toBeInTheDocument();
  });

  it('shows an anonymous report without any identity', async () => {
    abrir({ [ROTA_GET]: { status: 200, data: requerimento({ codigo: '301', titulo: 'Denúncia anônima', area: 'ouvidoria', dados: {}, requerente: null }) } });
    expect(await screen.findByText(/^Anônimo/)).toBeInTheDocument();
    expect(screen.queryByTestId('requerente')).not.toBeInTheDocument();
  });

  it('renders a list field as a sub-table with the catalog labels, money formatted', async () => {
    const tipo = CATALOGO.find((t) => t.campos.some((c) => c.tipo === 'lista' && c.itens.some((i) => i.tipo === 'moeda')));
    expect(tipo).toBeDefined();
    const lista = tipo?.campos.find((c) => c.tipo === 'lista' && c.itens.some((i) => i.tipo === 'moeda'));
    if (!tipo || lista?.tipo !== 'lista') return;

    const exemplo = (c: CampoSimples): [unknown, string] => {
      switch (c.tipo) {
        case 'moeda':
          return [123456, 'R$ 1.234,56'];
        case 'data':
          return ['2026-01-02', '02/01/2026'];
        case 'cpf':
          return ['52998224725', '529.982.247-25'];
        case 'cnpj':
          return ['11222333000181', '11.222.333/0001-81'];
        case 'inteiro':
          return [3, '3'];
        case 'selecao':
          return [c.opcoes[0]?.valor, c.opcoes[0]?.rotulo ?? ''];
        case 'declaracao':
          return [true, 'Sim'];
        case 'dadosBancarios':
          return [{ forma: 'pix', chavePix: 'maria@exemplo.com.br' }, 'PIX: maria@exemplo.com.br'];
        default:
          return ['12345', '12345'];
      }
    };
    const item = Object.fromEntries(lista.itens.map((i) => [i.nome, exemplo(i)[0]]));
    abrir({ [ROTA_GET]: { status: 200, data: requerimento({ codigo: tipo.codigo, titulo: tipo.titulo, area: tipo.area, dados: { [lista.nome]: [item, item] } }) } });

    const tabela = await screen.findByRole('region', { name: lista.rotulo });
    const cabecalhos = within(tabela).getAllByRole('columnheader').map((c) => c.textContent);
    expect(cabecalhos).toEqual([lista.rotuloItem, ...lista.itens.map((i) => i.rotulo)]);
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(2);
    expect(within(linhas[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', ...lista.itens.map((i) => exemplo(i)[1])]);
  });

  it('refuses a diligência without a reason or a deadline before calling the API, then sends {acao, motivo, prazo}', async () => {
    const prazo = dayjs().add(10, 'day');
    const { api, user } = abrir({
      [ROTA_GET]: { status: 200, data: requerimento() },
      [ROTA_POST]: { status: 200, data: requerimento({ status: 'em_diligencia', prazoDiligencia: prazo.format('YYYY-MM-DD'), acoes: ['arquivar'] }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Pedir diligência' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pedir diligência' });
    await user.click(within(dialogo).getByRole('button', { name: 'Pedir diligência' }));
    expect(await within(dialogo).findByText('Escreva o motivo (pelo menos 5 caracteres).')).toBeInTheDocument();
    expect(within(dialogo).getByText('Informe o prazo da diligência.')).toBeInTheDocument();

    // Too short, and a deadline that is not after today.
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'abc');
    // Today in Brasília (the server's day), whatever the machine's zone.
    await digitarPrazo(user, dayjs(dataEmSaoPaulo()));
    await user.click(within(dialogo).getByRole('button', { name: 'Pedir diligência' }));
    expect(await within(dialogo).findByText('O prazo deve ser depois de hoje.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escreva o motivo (pelo menos 5 caracteres).')).toBeInTheDocument();
    expect(api.chamadasDe(ROTA_POST)).toHaveLength(0);

    // Closed and opened again, the dialog starts empty; a valid reason and deadline go to the API.
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pedir diligência' }));
    const dialogo2 = await screen.findByRole('dialog', { name: 'Pedir diligência' });
    expect(within(dialogo2).getByRole('textbox', { name: 'Motivo' })).toHaveValue('');
    await user.type(within(dialogo2).getByRole('textbox', { name: 'Motivo' }), '  Envie a certidão legível.  ');
    await digitarPrazo(user, prazo);
    await user.click(within(dialogo2).getByRole('button', { name: 'Pedir diligência' }));

    await waitFor(() => expect(api.chamadasDe(ROTA_POST)).toHaveLength(1));
    expect(api.chamadasDe(ROTA_POST)[0]?.corpo).toEqual({ acao: 'pedir_diligencia', motivo: 'Envie a certidão legível.', prazo: prazo.format('YYYY-MM-DD') });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Pedir diligência: feito/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deferir' })).not.toBeInTheDocument();
    expect(screen.getByText(`· Prazo da diligência: ${prazo.format('DD/MM/YYYY')}`, { exact: false })).toBeInTheDocument();
    // The answer is the new state: no second read (each read of a sensitive request is audited).
    expect(api.chamadasDe(ROTA_GET)).toHaveLength(1);
  });

  it('defers without a reason: the reason is optional there, and {acao} alone is sent', async () => {
    const { api, user } = abrir({
      [ROTA_GET]: { status: 200, data: requerimento() },
      [ROTA_POST]: { status: 200, data: requerimento({ status: 'deferido', acoes: [] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Deferir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Deferir' });
    const motivo = within(dialogo).getByRole('textbox', { name: /Motivo/ });
    expect(motivo).not.toBeRequired();
    expect(within(dialogo).getByText('Opcional.')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Deferir' }));
    await waitFor(() => expect(api.chamadasDe(ROTA_POST)).toHaveLength(1));
    expect(api.chamadasDe(ROTA_POST)[0]?.corpo).toEqual({ acao: 'deferir' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks only a reason to defer, and shows a 409 in the dialog', async () => {
    const { api, user } = abrir({
      [ROTA_GET]: { status: 200, data: requerimento() },
      [ROTA_POST]: {
        status: 409,
        data: { mensagem: 'Não é possível deferir um requerimento em diligência.', codigo: 'TRANSICAO_INVALIDA' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deferir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Deferir' });
    expect(within(dialogo).queryByRole('group', { name: /Prazo/ })).not.toBeInTheDocument();
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Documentação completa.');
    await user.click(within(dialogo).getByRole('button', { name: 'Deferir' }));

    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Não é possível deferir um requerimento em diligência.');
    expect(api.chamadasDe(ROTA_POST)[0]?.corpo).toEqual({ acao: 'deferir', motivo: 'Documentação completa.' });
    expect(screen.getByRole('dialog', { name: 'Deferir' })).toBeInTheDocument();
    // The request changed on the server: it is loaded again.
    await waitFor(() => expect(api.chamadasDe(ROTA_GET).length).toBeGreaterThanOrEqual(2));
  });

  it('downloads a document through the api client with the name the server gives, and shows a failure', async () => {
    const ROTA_DOC = `GET /area-restrita/requerimentos/${ID}/documentos/2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a`;
    let vezes = 0;
    const { api, user } = abrir({
      [ROTA_GET]: { status: 200, data: requerimento() },
      [ROTA_DOC]: () => {
        vezes += 1;
        return vezes === 1
          ? {
              status: 200,
              data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
              headers: { 'content-disposition': `attachment; filename="certidao.pdf"; filename*=UTF-8''certid%C3%A3o.pdf` },
            }
          : { status: 404, data: { mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' } };
      },
    });
    const criar = vi.fn(() => 'blob:documento');
    const revogar = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { value: criar, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revogar, configurable: true, writable: true });
    const salvos: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      salvos.push(`${this.download} ${this.href}`);
    });

    await user.click(await screen.findByRole('button', { name: 'Baixar certidao.pdf' }));
    await waitFor(() => expect(salvos).toEqual(['certidão.pdf blob:documento']));
    expect(api.chamadasDe(ROTA_DOC)).toHaveLength(1);
    expect(criar).toHaveBeenCalledWith(expect.any(Blob));
    expect(revogar).toHaveBeenCalledWith('blob:documento');

    await user.click(screen.getByRole('button', { name: 'Baixar certidao.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requerimento não encontrado.');
  });

  it("answers 'Requerimento não encontrado.' to a 404", async () => {
    abrir({ [ROTA_GET]: { status: 404, data: { mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' } } });
    expect(await screen.findByText('Requerimento não encontrado.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Voltar para a fila' })).toHaveAttribute('href', '/area-restrita/requerimentos');
  });
});
