import { montarMensagem, type Mensagem } from '../../plugins/app/mailer.js';

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

export function emailRedefinirSenha(o: { para: string; nome: string; link: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Redefinição de senha — Portal unificado',
    saudacao: `Olá, ${primeiroNome(o.nome)}.`,
    paragrafos: [
      'Recebemos um pedido para redefinir a senha da sua conta no Portal unificado.',
      'O link vale por 1 hora e só pode ser usado uma vez. Um pedido mais novo anula este link.',
    ],
    acao: { rotulo: 'Redefinir senha', link: o.link },
    rodape: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma. — Portal unificado',
  });
}

export function emailSenhaAlterada(o: { para: string; nome: string; linkRecuperar: string }): Mensagem {
  return montarMensagem({
    para: o.para,
    assunto: 'Sua senha foi alterada — Portal unificado',
    saudacao: `Olá, ${primeiroNome(o.nome)}.`,
    paragrafos: [
      'A senha da sua conta no Portal unificado acabou de ser redefinida, e todas as sessões abertas foram encerradas.',
      'Se não foi você, peça uma nova redefinição de senha agora e fale com o atendimento.',
    ],
    acao: { rotulo: 'Recuperar senha', link: o.linkRecuperar },
    rodape: 'Esta é uma mensagem automática de segurança. — Portal unificado',
  });
}
