/** Audit timestamps are UTC; the portal shows them in Brasília time (America/Sao_Paulo). */
const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function formatarDataHora(iso: string): string {
  const data = new Date(iso);
  return Number.isNaN(data.getTime()) ? iso : formatoDataHora.format(data);
}

/** Codes the API writes in the audit log; anything else is shown readably as it comes. */
const ROTULO_ACAO: Record<string, string> = {
  login: 'Login',
  logout: 'Logout',
  sessao_revogada: 'Sessão revogada',
};

const ROTULO_METODO: Record<string, string> = {
  'senha-usuario': 'modo Usuário',
  'senha-colaborador': 'modo Colaborador',
  certificado: 'certificado digital',
};

const ROTULO_MOTIVO: Record<string, string> = {
  conta_inexistente: 'Conta inexistente',
  senha_incorreta: 'Senha incorreta',
  conta_inativa: 'Conta inativa',
  colaborador_no_modo_usuario: "Colaborador no modo 'Usuário'",
  advogado_no_modo_colaborador: "Advogado no modo 'Colaborador'",
  limite_excedido: 'Limite de tentativas excedido',
  refresh_reutilizado: 'Renovação de sessão reutilizada',
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
