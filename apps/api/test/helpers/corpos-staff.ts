import { hojeSaoPaulo, somarDias } from '@portal/contracts';

/**
 * Plausible bodies of the staff forms (what the screens send), for tests that change one field and expect only
 * that field refused. Dates are relative to today (São Paulo).
 */
const depois = (n: number) => somarDias(hojeSaoPaulo(), n);

export const corpoEvento = () => ({ nome: 'Arraiá do CEL', data: depois(30), local: 'Sede campestre do CEL', capacidade: 500 });
export const corpoLote = () => ({ nome: '1º lote', ordem: 1, quantidade: 100, abreEm: depois(5), precos: { advogado: 5_000, convidado: 6_000, crianca: 2_500 } });
export const corpoCampanha = () => ({
  vacina: 'Influenza',
  descricao: 'Vacina trivalente.',
  vendaInicio: hojeSaoPaulo(),
  vendaFim: depois(30),
  aplicacaoInicio: hojeSaoPaulo(),
  aplicacaoFim: depois(60),
  locais: ['Sede da CASAG'],
  estoque: 50,
  gratuita: false,
  precoAdimplenteCentavos: 5_000,
  precoOutrosCentavos: 7_000,
  limiteFamilia: 3,
});
export const corpoComissao = () => ({ nome: 'Comissão de Direito Digital', tipo: 'permanente', finalidade: 'Estudar o processo eletrônico.' });
export const corpoNomeacao = () => ({ pessoa: '12345/GO', papel: 'membro', portaria: 'Portaria 1/2026', inicio: hojeSaoPaulo(), fim: depois(365) });
export const corpoReuniao = () => ({ inicio: `${depois(3)}T10:00:00-03:00`, local: 'Sala 1', pauta: 'Abertura dos trabalhos.' });
export const corpoProcesso = () => ({ classe: 'recurso', assunto: 'Recurso de teste', orgao: 'camara-1', relatorCpf: null, fase: 'Instrução', sigiloso: false, autuadoEm: hojeSaoPaulo() });
export const corpoMovimento = () => ({ tipo: 'despacho', texto: 'Intime-se a parte.', publico: true });
export const corpoPrazo = () => ({ descricao: 'Prazo de defesa', inicio: hojeSaoPaulo(), dias: 15, diasUteis: true });
/** Guardians that pass the form's schema (3 distinct ids); a test that must create the poll passes real staff ids. */
const GUARDIOES_FICTICIOS = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3'];
export const corpoVotacao = (guardioes: string[] = GUARDIOES_FICTICIOS) => ({
  titulo: 'Enquete de teste',
  tipo: 'enquete',
  elegibilidade: 'regular_em_dia',
  abreEm: `${depois(1)}T10:00`,
  fechaEm: `${depois(2)}T10:00`,
  opcoes: ['Sim', 'Não'],
  guardioes,
  quorum: 2,
});
export const corpoSessao = () => ({ orgao: 'camara-1', inicio: `${depois(7)}T14:00:00-03:00`, modalidade: 'presencial', local: 'Sala do Conselho', link: '', observacoes: 'Sessão ordinária.' });
export const corpoDependente = () => ({ nome: 'Filha de Teste', cpf: '', parentesco: 'filho', nascimento: '2015-01-01' });
