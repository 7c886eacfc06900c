import { formatarCentavos, formatarDataBr, type ResumoFinanceiro } from '@portal/contracts';
import { EstadoAtalho, fase } from '@/components/estado-atalho';
import { useResumoFinanceiro } from '../api/get-resumo-financeiro';

/**
 * The finance cards' state lines on /home/oab (Atalho.estado): the three read one query (GET /financeiro/resumo),
 * so the page asks once.
 */

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

function emAtraso(r: ResumoFinanceiro): string {
  if (r.vencidos.quantidade > 0) return `Em atraso: ${formatarCentavos(r.vencidos.totalCentavos)} (${plural(r.vencidos.quantidade, 'débito vencido', 'débitos vencidos')})`;
  return 'Pague a entrada do acordo para ficar em dia';
}

/** Anuidade: em dia (paid, or what falls due next) or what is overdue. */
export function EstadoAnuidade() {
  const consulta = useResumoFinanceiro();
  const r = consulta.data;
  if (!r) return <EstadoAtalho fase={fase(consulta)} />;
  if (!r.emDia) return <EstadoAtalho fase="pronto" tom="atencao">{emAtraso(r)}</EstadoAtalho>;
  const a = r.anuidade;
  if (!a) return <EstadoAtalho fase="pronto">Em dia</EstadoAtalho>;
  if (a.situacao === 'paga') return <EstadoAtalho fase="pronto" tom="ok">Em dia · anuidade {a.exercicio} paga</EstadoAtalho>;
  if (a.situacao === 'nao_emitida') return <EstadoAtalho fase="pronto" tom="ok">Em dia · veja a anuidade {a.exercicio}</EstadoAtalho>;
  const quando = a.vencimento ? ` vence em ${formatarDataBr(a.vencimento)}` : ' em aberto';
  const valor = a.valorCentavos === null ? '' : `: ${formatarCentavos(a.valorCentavos)}`;
  return (
    <EstadoAtalho fase="pronto" tom={a.situacao === 'vencida' ? 'atencao' : 'neutro'}>
      Em dia · {a.parcelada ? 'a próxima parcela' : `a anuidade ${a.exercicio}`}
      {quando}
      {valor}
    </EstadoAtalho>
  );
}

/** Meus títulos: what falls due next, and what is overdue. */
export function EstadoTitulos() {
  const consulta = useResumoFinanceiro();
  const r = consulta.data;
  if (!r) return <EstadoAtalho fase={fase(consulta)} />;
  const { quantidade, totalCentavos, proximoVencimento } = r.aVencer;
  const aVencer =
    quantidade === 0
      ? 'Nada a vencer'
      : `${quantidade} a vencer: ${formatarCentavos(totalCentavos)}${proximoVencimento ? ` (o próximo em ${formatarDataBr(proximoVencimento)})` : ''}`;
  if (r.vencidos.quantidade > 0) {
    return (
      <EstadoAtalho fase="pronto" tom="atencao">
        {plural(r.vencidos.quantidade, 'vencido', 'vencidos')} · {aVencer}
      </EstadoAtalho>
    );
  }
  return (
    <EstadoAtalho fase="pronto" tom={quantidade === 0 ? 'ok' : 'neutro'}>
      {aVencer}
    </EstadoAtalho>
  );
}

/** Negociação: the overdue debts that can go into an agreement, or none. */
export function EstadoNegociacao() {
  const consulta = useResumoFinanceiro();
  const r = consulta.data;
  if (!r) return <EstadoAtalho fase={fase(consulta)} />;
  if (r.vencidos.quantidade === 0) return <EstadoAtalho fase="pronto" tom="ok">Nenhum débito em atraso</EstadoAtalho>;
  return (
    <EstadoAtalho fase="pronto" tom="atencao">
      {plural(r.vencidos.quantidade, 'débito vencido', 'débitos vencidos')}: {formatarCentavos(r.vencidos.totalCentavos)}
    </EstadoAtalho>
  );
}
