import { describe, expect, it } from 'vitest';
import { descreverEvento, descreverMotivo, ROTULO_ACAO } from './formatar-auditoria';

/**
 * Every audit code the API writes today (apps/api/src: registrarAuditoria calls, their wrappers, and the
 * codes built at run time: `processos.${acao}` and `sessoes.sessao_${…}`). A code added to the API belongs
 * here and in ROTULO_ACAO.
 */
const CODIGOS_DA_API = [
  'login', 'login_2fa', 'logout', 'sessao_revogada', 'sessao_encerrada', 'senha_alterada', 'redefinicao_pedida',
  'senha_redefinida', 'ativar_2fa', 'desativar_2fa', 'regenerar_codigos_2fa', 'trocar_email_pedido', 'trocar_email',
  'cadastro', 'email_confirmado', 'confirmacao_reenviada',
  'preferencias_alteradas', 'exportar_dados', 'atualizar_cadastro', 'gravacao_usabilidade_alterada',
  'requerimento_transicao', 'requerimento_sensivel_lido', 'pessoa_buscada', 'requerimento_interno_criado',
  'requerimento_interno_alterado', 'requerimento_interno_documento',
  'pagamento_simulado', 'pagamento_estornado', 'pagamento_revisao_resolvida', 'inadimplencia_exportada', 'honorarios_importados',
  'anuidade_tabela_cadastrada',
  'contatos_consultados', 'contatos_exportados', 'contato_visualizado',
  'permissoes_alteradas', 'acessos_consultados', 'acessos_exportados',
  'inscritos_consultados', 'inscrito_visualizado', 'situacao_inscricao_alterada',
  'processo_sigiloso_leitura', 'processo_sigiloso_documento',
  'processos.registrado', 'processos.alterado', 'processos.leitura_sigiloso', 'processos.movimento_lancado',
  'processos.parte_incluida', 'processos.parte_removida', 'processos.advogado_incluido', 'processos.advogado_removido',
  'processos.prazo_aberto', 'processos.prazo_cumprido', 'processos.documento_anexado', 'processos.documento_sigiloso_lido',
  'processos.peticao_juntada', 'processos.peticao_rejeitada',
  'sessoes.sessao_criada', 'sessoes.sessao_alterada', 'sessoes.sessao_aberta', 'sessoes.sessao_encerrada',
  'sessoes.sessao_cancelada', 'sessoes.pauta_incluido', 'sessoes.pauta_removido', 'sessoes.resultado_registrado',
  'votacao.criada', 'votacao.editada', 'votacao.aberta', 'votacao.encerrada', 'votacao.publicada',
  'comissoes.criada', 'comissoes.alterada', 'comissoes.reuniao_agendada', 'comissoes.membro_nomeado', 'comissoes.mandato_encerrado',
  'presenca.lista_aberta', 'presenca.lista_encerrada', 'presenca.lista_exportada', 'presenca.check_in', 'presenca.marcada_manual',
  'vacinas.campanha_criada', 'vacinas.campanha_alterada', 'vacinas.campanha_encerrada', 'vacinas.dose_aplicada',
  'festa.evento_criado', 'festa.evento_alterado', 'festa.lote_criado', 'festa.lote_alterado', 'festa.ingresso_cancelado',
];

describe('descreverEvento', () => {
  it('labels every code the API writes, in Portuguese, none by the fallback', () => {
    const semRotulo = CODIGOS_DA_API.filter((c) => !Object.hasOwn(ROTULO_ACAO, c));
    expect(semRotulo).toEqual([]);
    for (const codigo of CODIGOS_DA_API) {
      const texto = descreverEvento(codigo, null);
      expect(texto, codigo).not.toMatch(/[._]/);
      expect(texto, codigo).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
    }
  });

  it('reads the staff actions QA saw raw', () => {
    expect(descreverEvento('processos.movimento_lancado', null)).toBe('Movimento lançado em processo');
    expect(descreverEvento('votacao.aberta', null)).toBe('Votação aberta');
    expect(descreverEvento('festa.lote_criado', null)).toBe('Lote da festa criado');
    expect(descreverEvento('vacinas.dose_aplicada', null)).toBe('Dose de vacina aplicada');
    expect(descreverEvento('sessoes.sessao_encerrada', null)).toBe('Sessão de julgamento encerrada');
    expect(descreverEvento('sessao_encerrada', null)).toBe('Sessão encerrada');
  });

  it('adds the method, and the account kind of a sign-up', () => {
    expect(descreverEvento('login', 'senha-colaborador')).toBe('Login (modo Colaborador)');
    expect(descreverEvento('login_2fa', 'senha-usuario+2fa')).toBe('Código de verificação (modo Usuário + código)');
    expect(descreverEvento('cadastro', 'advogado-do-cadastro')).toBe('Criação de conta (advogado já cadastrado)');
  });

  it('shows an unknown code readably: no dot, no underscore, the area named', () => {
    expect(descreverEvento('processos.prazo_prorrogado', null)).toBe('Prazo prorrogado (Processos)');
    expect(descreverEvento('votacao.cedula_anulada', null)).toBe('Cedula anulada (Votação)');
    expect(descreverEvento('biblioteca.livro_emprestado', null)).toBe('Livro emprestado (Biblioteca)');
    expect(descreverEvento('algo_novo', null)).toBe('Algo novo');
    expect(descreverEvento('constructor', null)).toBe('Constructor');
  });
});

describe('descreverMotivo', () => {
  it('labels the reasons of the access events, and keeps an unknown one readable', () => {
    expect(descreverMotivo('codigo_incorreto')).toBe('Código incorreto');
    expect(descreverMotivo('link_invalido')).toBe('Link inválido ou expirado');
    expect(descreverMotivo('algo_novo')).toBe('Algo novo');
  });
});
