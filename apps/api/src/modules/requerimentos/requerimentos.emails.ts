/** E-mails to the member about their request: one per status change; neutral wording for sensitive types. */
import { formatarCentavos, formatarDataBr as formatarData, ROTULO_STATUS, type AcaoRequerimento, type StatusRequerimento } from '@portal/contracts';
import { montarMensagem, type Mensagem } from '../../plugins/app/mailer.js';

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** Where the member follows a request on the web (the same paths the web's router uses): its receipt once it has a protocol. */
export function linkDoRequerimento(publicUrl: string, r: { id: string; protocolo: string | null }): string {
  return r.protocolo ? `${publicUrl}/perfil/meus-requerimentos/${encodeURIComponent(r.id)}/protocolo` : `${publicUrl}/perfil/meus-requerimentos`;
}

export interface DadosEmailTransicao {
  para: string;
  nome: string;
  publicUrl: string;
  requerimento: { id: string; titulo: string; protocolo: string | null; sensivel: boolean };
  acao: AcaoRequerimento;
  de: StatusRequerimento;
  status: StatusRequerimento;
  motivo: string | null;
  prazo: string | null;
  taxa: { valorCentavos: number; vencimento: string } | null;
}

const RODAPE = 'Esta é uma mensagem automática. Não responda a este e-mail. — Portal unificado';

/**
 * The message for one status change. A sensitive type (267, 305) gets the neutral text only: no type
 * name, no status, no reason, nothing a shared mailbox or a notification preview could reveal.
 */
export function emailTransicao(d: DadosEmailTransicao): Mensagem {
  const r = d.requerimento;
  const link = linkDoRequerimento(d.publicUrl, r);
  const saudacao = `Olá, ${primeiroNome(d.nome)}.`;
  const numero = r.protocolo ? ` ${r.protocolo}` : '';

  if (r.sensivel) {
    return montarMensagem({
      para: d.para,
      assunto: `Atualização no seu requerimento${numero} — Portal unificado`,
      saudacao,
      paragrafos: [`Há uma atualização no seu requerimento${numero}. Acesse o portal para ver.`],
      acao: { rotulo: 'Abrir no portal', link },
      rodape: RODAPE,
    });
  }

  const nomeDoPedido = `"${r.titulo}"${r.protocolo ? ` (protocolo ${r.protocolo})` : ''}`;
  const paragrafos: string[] = [];
  let assunto: string;
  switch (d.acao) {
    case 'enviar':
      assunto = `Requerimento recebido — protocolo ${r.protocolo ?? ''}`.trim();
      paragrafos.push(`Recebemos seu requerimento "${r.titulo}" com o protocolo ${r.protocolo ?? '—'}.`);
      paragrafos.push('Você pode acompanhar o andamento e baixar o comprovante no portal.');
      break;
    case 'enviar_com_taxa':
      assunto = `Requerimento registrado — protocolo ${r.protocolo ?? ''}`.trim();
      paragrafos.push(`Registramos seu requerimento "${r.titulo}" com o protocolo ${r.protocolo ?? '—'}.`);
      paragrafos.push(
        d.taxa
          ? `Ele segue para análise depois do pagamento da taxa de ${formatarCentavos(d.taxa.valorCentavos)}, com vencimento em ${formatarData(d.taxa.vencimento)}.`
          : 'Ele segue para análise depois do pagamento da taxa.',
      );
      break;
    case 'cancelar':
      assunto = `Requerimento cancelado${numero}`;
      paragrafos.push(d.de === 'rascunho' ? `O rascunho de "${r.titulo}" foi cancelado.` : `O requerimento ${nomeDoPedido} foi cancelado.`);
      break;
    case 'pedir_diligencia':
      assunto = `Diligência no requerimento${numero}: envie o que foi pedido`;
      paragrafos.push(`A equipe pediu complementos no requerimento ${nomeDoPedido}.`);
      if (d.prazo) paragrafos.push(`Responda até ${formatarData(d.prazo)} pelo portal, com uma juntada de documentos (requerimento 273).`);
      break;
    default:
      assunto = `Requerimento${numero}: ${ROTULO_STATUS[d.status]}`;
      paragrafos.push(`O requerimento ${nomeDoPedido} agora está: ${ROTULO_STATUS[d.status]}.`);
  }
  if (d.motivo && d.acao !== 'enviar' && d.acao !== 'enviar_com_taxa') paragrafos.push(`Motivo: ${d.motivo}`);
  return montarMensagem({
    para: d.para,
    assunto: `${assunto} — Portal unificado`,
    saudacao,
    paragrafos,
    acao: { rotulo: r.protocolo ? 'Ver o requerimento' : 'Ver meus requerimentos', link },
    rodape: RODAPE,
  });
}
