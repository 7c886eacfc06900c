import type { AreaRequerimento, ResumoAreaRequerimentos } from '@portal/contracts';
import { EstadoAtalho, fase, type TomEstado } from '@/components/estado-atalho';
import { contagem } from '@/lib/plural';
import { useResumoRequerimentos } from '../api/get-resumo';

/**
 * The requests cards' state lines on the entity homes (Atalho.estado): what waits for the member (a fee to pay,
 * a diligência to answer), what waits for the staff (sent or under analysis: "em análise" would misname a sent one), the drafts. Every card reads one query (GET /requerimentos/resumo).
 */

function textoDoResumo(r: ResumoAreaRequerimentos): { texto: string; tom: TomEstado } {
  const partes = [
    r.aguardandoVoce > 0 ? contagem(r.aguardandoVoce, 'aguarda você', 'aguardam você') : null,
    r.emAnalise > 0 ? contagem(r.emAnalise, 'aguarda a equipe', 'aguardam a equipe') : null,
    r.rascunhos > 0 ? contagem(r.rascunhos, 'rascunho', 'rascunhos') : null,
  ].filter((p): p is string => p !== null);
  if (partes.length === 0) return { texto: 'Nenhum pedido em andamento', tom: 'neutro' };
  return { texto: partes.join(' · '), tom: r.aguardandoVoce > 0 ? 'atencao' : 'neutro' };
}

function EstadoDaArea({ area }: { area: AreaRequerimento }) {
  const consulta = useResumoRequerimentos();
  if (!consulta.data) return <EstadoAtalho fase={fase(consulta)} />;
  const { texto, tom } = textoDoResumo(consulta.data[area]);
  return (
    <EstadoAtalho fase="pronto" tom={tom}>
      {texto}
    </EstadoAtalho>
  );
}

export const EstadoRequerimentosOab = () => <EstadoDaArea area="oab" />;
export const EstadoRequerimentosCasag = () => <EstadoDaArea area="casag" />;
export const EstadoOuvidoria = () => <EstadoDaArea area="ouvidoria" />;
