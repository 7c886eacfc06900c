/** Codes the API writes in the audit log; anything else is shown readably as it comes. */
const ROTULO_ACAO: Record<string, string> = {
  login: 'Login',
  logout: 'Logout',
  sessao_revogada: 'Sessão revogada',
  login_2fa: 'Código de verificação',
  ativar_2fa: 'Verificação em duas etapas ativada',
  desativar_2fa: 'Verificação em duas etapas desativada',
  regenerar_codigos_2fa: 'Novos códigos de recuperação',
  senha_alterada: 'Senha alterada',
  sessao_encerrada: 'Sessão encerrada',
  preferencias_alteradas: 'Preferências alteradas',
  exportar_dados: 'Exportação de dados pessoais',
};

const ROTULO_METODO: Record<string, string> = {
  'senha-usuario': 'modo Usuário',
  'senha-colaborador': 'modo Colaborador',
  certificado: 'certificado digital',
  'senha-usuario+2fa': 'modo Usuário + código',
  'senha-colaborador+2fa': 'modo Colaborador + código',
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
  cpf_desconhecido: 'CPF não cadastrado',
  certificado_expirado: 'Certificado expirado',
  ac_desconhecida: 'Autoridade certificadora não aceita',
};

function legivel(codigo: string): string {
  const texto = codigo.replace(/[_-]+/g, ' ').trim();
  return texto.charAt(0).toLocaleUpperCase('pt-BR') + texto.slice(1);
}

/** "Login (modo Colaborador)". */
export function descreverEvento(acao: string, metodo: string | null | undefined): string {
  const rotulo = ROTULO_ACAO[acao] ?? legivel(acao);
  if (!metodo) return rotulo;
  return `${rotulo} (${ROTULO_METODO[metodo] ?? metodo})`;
}

export function descreverMotivo(motivo: string): string {
  return ROTULO_MOTIVO[motivo] ?? legivel(motivo);
}
