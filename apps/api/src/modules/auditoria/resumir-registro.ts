import { DESCRICAO_PERMISSAO, ehPermissao, ROTULO_SITUACAO, type SituacaoInscricao } from '@portal/contracts';

/**
 * A line that says what a staff change did, for the two changes an auditor must be able to read back: someone's
 * permissions (who, granted, removed, the reason given) and an inscrição's situação (which, from, to, the reason).
 * Only these codes: every other row's details (searches, exports, documents) stay out of the list, where any
 * staff member with the restricted area reads it. `alvo` is the name of the person the change was about.
 */
export const ACOES_COM_RESUMO = ['permissoes_alteradas', 'situacao_inscricao_alterada'] as const;

function texto(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

function permissoes(v: unknown): string {
  const lista = Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  return lista.length === 0 ? 'nenhuma' : lista.map((p) => (ehPermissao(p) ? DESCRICAO_PERMISSAO[p].rotulo : p)).join(', ');
}

function situacao(v: unknown): string {
  return typeof v === 'string' && v in ROTULO_SITUACAO ? ROTULO_SITUACAO[v as SituacaoInscricao] : (texto(v) ?? '—');
}

export function resumirRegistro(acao: string, detalhes: unknown, alvo: string | null): string | null {
  if (!detalhes || typeof detalhes !== 'object') return null;
  const d = detalhes as Record<string, unknown>;
  const de = alvo ? ` de ${alvo}` : '';
  const motivo = texto(d.motivo);
  const porque = motivo ? ` Motivo: ${motivo}` : '';
  if (acao === 'permissoes_alteradas') {
    return `Permissões${de}. Concedidas: ${permissoes(d.concedidas)}. Retiradas: ${permissoes(d.revogadas)}.${porque}`;
  }
  if (acao === 'situacao_inscricao_alterada') {
    const inscricao = texto(d.inscricao);
    return `Inscrição${inscricao ? ` ${inscricao}` : ''}${de}: ${situacao(d.de)} → ${situacao(d.para)}.${porque}`;
  }
  return null;
}
