/**
 * A label for every code the API writes in the audit log (apps/api: registrarAuditoria and the session's
 * audited insert); a code added later without one is still shown readably (`legivel`).
 */
export const ROTULO_ACAO: Readonly<Record<string, string>> = {
  // Accesses: signing in and out, sessions, credentials, the account's e-mail, creation and activation.
  login: 'Login',
  login_2fa: 'Código de verificação',
  logout: 'Logout',
  sessao_revogada: 'Sessão revogada',
  sessao_encerrada: 'Sessão encerrada',
  senha_alterada: 'Senha alterada',
  redefinicao_pedida: 'Redefinição de senha pedida',
  senha_redefinida: 'Senha redefinida',
  ativar_2fa: 'Verificação em duas etapas ativada',
  desativar_2fa: 'Verificação em duas etapas desativada',
  regenerar_codigos_2fa: 'Novos códigos de recuperação',
  trocar_email_pedido: 'Troca de e-mail pedida',
  trocar_email: 'Troca de e-mail confirmada',
  cadastro: 'Criação de conta',
  email_confirmado: 'E-mail confirmado',
  confirmacao_reenviada: 'Link de confirmação reenviado',
  // The member's own account.
  preferencias_alteradas: 'Preferências alteradas',
  exportar_dados: 'Exportação de dados pessoais',
  atualizar_cadastro: 'Cadastro atualizado',
  gravacao_usabilidade_alterada: 'Gravação de usabilidade alterada',
  // Requests (requerimentos), internal filing and the ombudsman.
  requerimento_transicao: 'Andamento de requerimento',
  requerimento_sensivel_lido: 'Requerimento sigiloso consultado',
  pessoa_buscada: 'Busca de pessoa',
  requerimento_interno_criado: 'Requerimento interno criado',
  requerimento_interno_alterado: 'Requerimento interno alterado',
  requerimento_interno_documento: 'Documento de requerimento interno',
  // Finance.
  pagamento_simulado: 'Pagamento simulado',
  pagamento_estornado: 'Pagamento estornado',
  pagamento_revisao_resolvida: 'Revisão de pagamento resolvida',
  inadimplencia_exportada: 'Inadimplência exportada',
  honorarios_importados: 'Tabela de honorários importada',
  anuidade_tabela_cadastrada: 'Tabela da anuidade cadastrada',
  // Contacts directory.
  contatos_consultados: 'Contatos consultados',
  contatos_exportados: 'Contatos exportados',
  contato_visualizado: 'Contato visualizado',
  // Access management (ADR 040).
  permissoes_alteradas: 'Permissões alteradas',
  acessos_consultados: 'Busca de contas (acessos)',
  inscritos_consultados: 'Busca no cadastro de inscritos',
  inscrito_visualizado: 'Inscrito visualizado',
  situacao_inscricao_alterada: 'Situação da inscrição alterada',
  acessos_exportados: 'Lista de acessos exportada',
  // Lawsuits (processos).
  processo_sigiloso_leitura: 'Processo sigiloso consultado',
  processo_sigiloso_documento: 'Documento de processo sigiloso consultado',
  'processos.registrado': 'Processo registrado',
  'processos.alterado': 'Processo alterado',
  'processos.leitura_sigiloso': 'Processo sigiloso consultado',
  'processos.movimento_lancado': 'Movimento lançado em processo',
  'processos.parte_incluida': 'Parte incluída em processo',
  'processos.parte_removida': 'Parte removida de processo',
  'processos.advogado_incluido': 'Advogado incluído em processo',
  'processos.advogado_removido': 'Advogado removido de processo',
  'processos.prazo_aberto': 'Prazo aberto em processo',
  'processos.prazo_cumprido': 'Prazo cumprido em processo',
  'processos.documento_anexado': 'Documento anexado a processo',
  'processos.documento_sigiloso_lido': 'Documento sigiloso de processo consultado',
  'processos.peticao_juntada': 'Petição juntada',
  'processos.peticao_rejeitada': 'Petição rejeitada',
  // Judgement sessions (sessões) and their agenda.
  'sessoes.sessao_criada': 'Sessão de julgamento criada',
  'sessoes.sessao_alterada': 'Sessão de julgamento alterada',
  'sessoes.sessao_aberta': 'Sessão de julgamento aberta',
  'sessoes.sessao_encerrada': 'Sessão de julgamento encerrada',
  'sessoes.sessao_cancelada': 'Sessão de julgamento cancelada',
  'sessoes.pauta_incluido': 'Processo incluído em pauta',
  'sessoes.pauta_removido': 'Processo retirado de pauta',
  'sessoes.resultado_registrado': 'Resultado de julgamento registrado',
  // Elections (votação).
  'votacao.criada': 'Votação criada',
  'votacao.editada': 'Votação editada',
  'votacao.aberta': 'Votação aberta',
  'votacao.encerrada': 'Votação encerrada',
  'votacao.publicada': 'Resultado de votação publicado',
  // Commissions.
  'comissoes.criada': 'Comissão criada',
  'comissoes.alterada': 'Comissão alterada',
  'comissoes.reuniao_agendada': 'Reunião de comissão agendada',
  'comissoes.membro_nomeado': 'Membro de comissão nomeado',
  'comissoes.mandato_encerrado': 'Mandato em comissão encerrado',
  // Attendance lists.
  'presenca.lista_aberta': 'Lista de presença aberta',
  'presenca.lista_encerrada': 'Lista de presença encerrada',
  'presenca.lista_exportada': 'Lista de presença exportada',
  'presenca.check_in': 'Presença registrada',
  'presenca.marcada_manual': 'Presença marcada pela equipe',
  // Vaccination.
  'vacinas.campanha_criada': 'Campanha de vacinação criada',
  'vacinas.campanha_alterada': 'Campanha de vacinação alterada',
  'vacinas.campanha_encerrada': 'Campanha de vacinação encerrada',
  'vacinas.dose_aplicada': 'Dose de vacina aplicada',
  // Festa junina.
  'festa.evento_criado': 'Festa criada',
  'festa.evento_alterado': 'Festa alterada',
  'festa.lote_criado': 'Lote da festa criado',
  'festa.lote_alterado': 'Lote da festa alterado',
  'festa.ingresso_cancelado': 'Ingresso da festa cancelado',
};

/** The area of a namespaced code ('processos.…'), for codes without a label of their own. */
const ROTULO_AREA: Record<string, string> = {
  processos: 'Processos',
  sessoes: 'Sessões de julgamento',
  votacao: 'Votação',
  comissoes: 'Comissões',
  presenca: 'Presença',
  vacinas: 'Vacinação',
  festa: 'Festa junina',
};

const ROTULO_METODO: Record<string, string> = {
  'senha-usuario': 'modo Usuário',
  'senha-colaborador': 'modo Colaborador',
  certificado: 'certificado digital',
  'senha-usuario+2fa': 'modo Usuário + código',
  'senha-colaborador+2fa': 'modo Colaborador + código',
  // Account creation (cadastro): who the account was made for.
  'advogado-do-cadastro': 'advogado já cadastrado',
  'pessoa-do-cadastro': 'pessoa já cadastrada',
  // npm run admin (the first administrator).
  cli: 'linha de comando',
  colaborador: 'novo colaborador',
};

const ROTULO_MOTIVO: Record<string, string> = {
  conta_inexistente: 'Conta inexistente',
  senha_incorreta: 'Senha incorreta',
  conta_inativa: 'Conta inativa',
  colaborador_no_modo_usuario: "Colaborador no modo 'Usuário'",
  advogado_no_modo_colaborador: "Advogado no modo 'Colaborador'",
  limite_excedido: 'Limite de tentativas excedido',
  refresh_reutilizado: 'Renovação de sessão reutilizada',
  segundo_fator_pendente: 'Senha correta; aguardando o código',
  email_nao_confirmado: 'E-mail não confirmado',
  conta_encerrada_falecimento: 'Conta encerrada (inscrição de falecido)',
  cpf_desconhecido: 'CPF não cadastrado',
  certificado_expirado: 'Certificado expirado',
  ac_desconhecida: 'Autoridade certificadora não aceita',
  link_invalido: 'Link inválido ou expirado',
  token_invalido: 'Link de acesso inválido ou expirado',
  cpf_ja_cadastrado: 'CPF já cadastrado',
  email_ja_cadastrado: 'E-mail já cadastrado',
  email_em_uso: 'E-mail já em uso',
  codigo_incorreto: 'Código incorreto',
  codigo_reutilizado: 'Código já usado',
  codigo_recuperacao_invalido: 'Código de recuperação inválido',
  senha_atual_incorreta: 'Senha atual incorreta',
  obrigatorio: 'Obrigatória para esta conta',
};

/** The map's own entry only (a code such as 'constructor' is not a label). */
function rotulo(mapa: Readonly<Record<string, string>>, codigo: string): string | undefined {
  return Object.hasOwn(mapa, codigo) ? mapa[codigo] : undefined;
}

function legivel(codigo: string): string {
  const texto = codigo.replace(/[_-]+/g, ' ').trim();
  return texto.charAt(0).toLocaleUpperCase('pt-BR') + texto.slice(1);
}

/** An unlabelled code, readably: 'processos.prazo_prorrogado' → 'Prazo prorrogado (Processos)'. */
function acaoLegivel(acao: string): string {
  const ponto = acao.indexOf('.');
  if (ponto <= 0 || ponto === acao.length - 1) return legivel(acao.replace(/\./g, ' '));
  const area = acao.slice(0, ponto);
  return `${legivel(acao.slice(ponto + 1).replace(/\./g, ' '))} (${ROTULO_AREA[area] ?? legivel(area)})`;
}

/** "Login (modo Colaborador)". */
export function descreverEvento(acao: string, metodo: string | null | undefined): string {
  const evento = rotulo(ROTULO_ACAO, acao) ?? acaoLegivel(acao);
  if (!metodo) return evento;
  return `${evento} (${rotulo(ROTULO_METODO, metodo) ?? metodo})`;
}

export function descreverMotivo(motivo: string): string {
  return rotulo(ROTULO_MOTIVO, motivo) ?? legivel(motivo);
}
