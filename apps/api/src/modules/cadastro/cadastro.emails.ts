import { montarMensagem, type Mensagem } from '../../plugins/app/mailer.js';

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * The confirmation link. `doCadastro`: the CPF is in the register, and this goes to the address on file
 * there (not necessarily the one typed), so it says so and warns against confirming someone else's request.
 */
export function emailConfirmacao(o: { para: string; nome: string; link: string; doCadastro?: boolean }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Confirme seu e-mail — Portal unificado',
    saudacao: `Olá, ${primeiroNome(o.nome)}.`,
    paragrafos: o.doCadastro
      ? [
          'Recebemos um pedido de cadastro no Portal unificado com o seu CPF. Enviamos este link para o e-mail que consta no cadastro de inscritos.',
          'Só confirme se foi você quem fez o pedido agora: a confirmação ativa a conta com a senha escolhida nele.',
          'O link vale por 24 horas e só pode ser usado uma vez.',
        ]
      : [
          'Recebemos seu cadastro no Portal unificado. Para ativar a conta, confirme que este endereço de e-mail é seu.',
          'O link vale por 24 horas e só pode ser usado uma vez.',
        ],
    acao: { rotulo: 'Confirmar e-mail', link: o.link },
    rodape: 'Se você não fez este cadastro, ignore esta mensagem: sem a confirmação a conta não é ativada. — Portal unificado',
  });
}

/**
 * To the address typed in a registration that did not create an account for it: the CPF or the e-mail has
 * an account, the data do not match the register, or the CPF is in the register (whose link then goes to
 * the address on file). One text for all, so the typed mailbox cannot tell which.
 */
export function emailCadastroNaoConcluido(o: { para: string; linkRecuperar: string; linkEntrar: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Seu cadastro no Portal unificado',
    saudacao: 'Olá.',
    paragrafos: [
      `Não foi possível concluir um cadastro com estes dados. Se você já tem conta, entre ou recupere sua senha: ${o.linkRecuperar}`,
      `Para entrar: ${o.linkEntrar}`,
      'Se o seu CPF consta no cadastro de inscritos, o link de confirmação é enviado somente para o e-mail registrado nesse cadastro.',
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
