import type { CampanhaMembro, CampanhasMembro, CompraVacina, VoucherStaff } from '@portal/contracts';

export const ID_CAMPANHA = '0b9c8d7e-1111-4a2b-8c3d-4e5f6a7b8c9d';
export const ID_MARIA = '3f0c9a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';
export const ID_PEDRO = '5a4b3c2d-2222-4e1f-9a8b-7c6d5e4f3a2b';
export const ID_COMPRA = '9e8d7c6b-3333-4a5b-8c7d-6e5f4a3b2c1d';

export function campanha(dados: Partial<CampanhaMembro> = {}): CampanhaMembro {
  return {
    id: ID_CAMPANHA,
    vacina: 'Influenza 2026',
    descricao: 'Vacina trivalente.',
    vendaInicio: '2026-01-01',
    vendaFim: '2026-12-31',
    aplicacaoInicio: '2026-01-01',
    aplicacaoFim: '2026-12-31',
    locais: ['Sede da CASAG'],
    gratuita: false,
    precoAdimplenteCentavos: 8_000,
    precoOutrosCentavos: 12_000,
    limiteFamilia: 4,
    estoque: 200,
    precoCentavos: 8_000,
    dosesDaFamilia: 0,
    podeComprar: 2,
    elegivel: true,
    motivo: null,
    avisoPreco: null,
    pessoas: [
      { id: ID_MARIA, tipo: 'titular', nome: 'Maria Aparecida Souza', parentesco: null, jaTemDose: false },
      { id: ID_PEDRO, tipo: 'dependente', nome: 'Pedro Souza Lima', parentesco: 'filho', jaTemDose: false },
    ],
    ...dados,
  };
}

export function campanhas(dados: Partial<CampanhasMembro> = {}): CampanhasMembro {
  return { itens: [campanha()], colaborador: false, adimplente: true, saldoViraMaisCentavos: 0, ...dados };
}

export function compra(dados: Partial<CompraVacina> = {}): CompraVacina {
  return {
    id: ID_COMPRA,
    campanha: { id: ID_CAMPANHA, vacina: 'Influenza 2026', aplicacaoInicio: '2026-01-01', aplicacaoFim: '2026-12-31', locais: ['Sede da CASAG'] },
    status: 'reservada',
    criadaEm: '2026-11-26T12:00:00.000Z',
    expiraEm: '2026-11-26T12:30:00.000Z',
    precoUnitarioCentavos: 8_000,
    totalCentavos: 16_000,
    viramaisCentavos: 0,
    titulo: { id: '7f6e5d4c-4444-4b3a-9c8d-1e2f3a4b5c6d', nufin: 4321, origem: 'vacina', descricao: 'Vacina', exercicio: null, vencimento: '2026-11-29', valorCentavos: 16_000, status: 'aberto', vencido: false },
    doses: [
      { id: '1d2c3b4a-5555-4f6e-8d7c-6b5a4f3e2d1c', pessoaNome: 'Maria Aparecida Souza', titular: true, status: 'reservada', voucher: null, aplicadaEm: null, aplicadaLocal: null },
      { id: '2e3d4c5b-6666-4a7f-9e8d-7c6b5a4f3e2d', pessoaNome: 'Pedro Souza Lima', titular: false, status: 'reservada', voucher: null, aplicadaEm: null, aplicadaLocal: null },
    ],
    ...dados,
  };
}

export function voucher(dados: Partial<VoucherStaff> = {}): VoucherStaff {
  return {
    doseId: '1d2c3b4a-5555-4f6e-8d7c-6b5a4f3e2d1c',
    codigoCurto: 'ABCDE12345',
    pessoaNome: 'Maria Aparecida Souza',
    titular: true,
    membroNome: 'Maria Aparecida Souza',
    vacina: 'Influenza 2026',
    campanhaId: ID_CAMPANHA,
    aplicacaoInicio: '2026-01-01',
    aplicacaoFim: '2026-12-31',
    locais: ['Sede da CASAG'],
    status: 'paga',
    aplicadaEm: null,
    aplicadaPor: null,
    aplicadaLocal: null,
    aplicavel: true,
    motivo: null,
    ...dados,
  };
}
