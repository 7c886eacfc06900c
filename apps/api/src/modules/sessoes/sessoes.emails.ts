/**
 * E-mails of the judgment sessions: the intimação when a process goes on an agenda (to the parties' lawyers) and
 * the outcome of each item (to the parties and their lawyers). About a confidential process they say the number
 * only: no party, no subject, no decision — a shared mailbox or a notification preview must not reveal them.
 */
import { ROTULO_MODALIDADE_SESSAO, ROTULO_ORGAO_PROCESSO, ROTULO_RESULTADO_PAUTA, type ModalidadeSessao, type OrgaoProcesso, type ResultadoPauta } from '@portal/contracts';
import { montarMensagem, type Mensagem } from '../../plugins/app/mailer.js';

const RODAPE = 'Esta é uma mensagem automática. Não responda a este e-mail. — Portal unificado';
const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

const formato = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '05/12/2026 às 14:00' in São Paulo time. */
export function dataHoraSessao(inicio: Date): string {
  const p = Object.fromEntries(formato.formatToParts(inicio).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`;
}

/** 'sessão da 1ª Câmara de 05/12/2026 às 14:00'. */
export function descricaoSessao(s: { orgao: OrgaoProcesso; inicio: Date }): string {
  return `sessão ${s.orgao === 'conselho-pleno' ? 'do' : 'da'} ${ROTULO_ORGAO_PROCESSO[s.orgao]} de ${dataHoraSessao(s.inicio)}`;
}

export interface SessaoEmail {
  orgao: OrgaoProcesso;
  inicio: Date;
  modalidade: ModalidadeSessao;
  local: string | null;
  link: string | null;
}
export interface ProcessoEmail {
  numero: string;
  assunto: string;
  sigiloso: boolean;
}

const linkSessoes = (publicUrl: string) => `${publicUrl}/sessoes`;

export function emailIntimacaoPauta(d: { para: string; nome: string; publicUrl: string; sessao: SessaoEmail; processo: ProcessoEmail }): Mensagem {
  const { sessao: s, processo: p } = d;
  const onde = [s.local ? `Local: ${s.local}.` : null, s.link ? `Link: ${s.link}` : null].filter((x): x is string => x !== null);
  return montarMensagem({
    para: d.para,
    assunto: `Intimação: processo ${p.numero} incluído em pauta — Portal unificado`,
    saudacao: `Olá, ${primeiroNome(d.nome)}.`,
    paragrafos: [
      `O processo ${p.numero}${p.sigiloso ? '' : ` (${p.assunto})`} foi incluído na pauta da ${descricaoSessao(s)}, modalidade ${ROTULO_MODALIDADE_SESSAO[s.modalidade].toLowerCase()}.`,
      ...onde,
      'Como advogado(a) de parte, você pode se inscrever para sustentação oral no portal até 24 horas antes do início da sessão.',
    ],
    acao: { rotulo: 'Ver a pauta', link: linkSessoes(d.publicUrl) },
    rodape: RODAPE,
  });
}

export function emailResultadoPauta(d: {
  para: string;
  nome: string;
  publicUrl: string;
  sessao: SessaoEmail;
  processo: ProcessoEmail;
  resultado: ResultadoPauta;
  decisao: string | null;
}): Mensagem {
  const { sessao: s, processo: p } = d;
  const paragrafos = [`Na ${descricaoSessao(s)}, o processo ${p.numero}${p.sigiloso ? '' : ` (${p.assunto})`} teve o resultado: ${ROTULO_RESULTADO_PAUTA[d.resultado]}.`];
  if (!p.sigiloso && d.resultado === 'julgado' && d.decisao) paragrafos.push(`Decisão: ${d.decisao}`);
  paragrafos.push('Acesse o portal para ver o andamento do processo.');
  return montarMensagem({
    para: d.para,
    assunto: `Resultado da sessão: processo ${p.numero} — Portal unificado`,
    saudacao: `Olá, ${primeiroNome(d.nome)}.`,
    paragrafos,
    acao: { rotulo: 'Abrir no portal', link: `${d.publicUrl}/meus-processos` },
    rodape: RODAPE,
  });
}
