import { montarMensagem, type Mensagem } from '../../plugins/app/mailer.js';

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

export function emailConfirmacao(o: { para: string; nome: string; link: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Confirme seu e-mail — Portal unificado',
    saudacao: `Olá, ${primeiroNome(o.nome)}.`,
    paragrafos: [
      'Recebemos seu cadastro no Portal unificado. Para ativar a conta, confirme que este endereço de e-mail é seu.',
      'O link vale por 24 horas e só pode ser usado uma vez.',
    ],
    acao: { rotulo: 'Confirmar e-mail', link: o.link },
    rodape: 'Se você não fez este cadastro, ignore esta mensagem: sem a confirmação a conta não é ativada. — Portal unificado',
  });
}

/** To the address typed in a registration that matched an existing account (CPF or e-mail). */
export function emailCadastroNaoConcluido(o: { para: string; linkRecuperar: string; linkEntrar: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Seu cadastro no Portal unificado',
    saudacao: 'Olá.',
    paragrafos: [
      `Não foi possível concluir um cadastro com estes dados. Se você já tem conta, entre ou recupere sua senha: ${o.linkRecuperar}`,
      `Para entrar: ${o.linkEntrar}`,
    ],
    acao: { rotulo: 'Recuperar senha', link: o.linkRecuperar },
  });
}

/** A neutral notice to the owner of a CPF someone tried to register again with another address. */
export function emailAvisoTentativaCadastro(o: { para: string; nome: string; linkRecuperar: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Aviso de segurança — Portal unificado',
    saudacao: `Olá, ${primeiroNome(o.nome)}.`,
    paragrafos: [
      'Houve uma tentativa de criar uma nova conta no Portal unificado com o seu CPF. Nenhuma conta foi criada e nada mudou na sua.',
      'Se foi você, entre com sua senha ou use a recuperação de senha. Se não foi, nenhuma ação é necessária.',
    ],
    acao: { rotulo: 'Recuperar senha', link: o.linkRecuperar },
    rodape: 'Esta é uma mensagem automática de segurança. — Portal unificado',
  });
}
