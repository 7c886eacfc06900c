import { AreaRestritaPage } from '@/features/area-restrita/components/area-restrita-page';
import * as festaJunina from '@/features/festa-junina/atalhos-staff';
import * as contatos from '@/features/contatos/atalhos-staff';
import * as acessos from '@/features/acessos/atalhos-staff';
import * as inscritos from '@/features/inscritos/atalhos-staff';
import * as importacaoInscritos from '@/features/inscritos/atalhos-importacao';
import * as convites from '@/features/convites/atalhos-staff';
import * as financeiro from '@/features/financeiro/atalhos-staff';
import * as peticoes from '@/features/processos/peticoes-staff-atalhos';
import * as processos from '@/features/processos/atalhos-staff';
import * as requerimentos from '@/features/requerimentos/atalhos-staff';
import * as sessoes from '@/features/sessoes/atalhos-staff';
import * as vacinas from '@/features/vacinas/atalhos-staff';
import * as comissoes from '@/features/comissoes/atalhos-staff';
import * as votacao from '@/features/votacao/atalhos-staff';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The staff hub's groups, area by area (features/<area>/atalhos-staff.ts). */
const grupos: readonly GrupoDeAtalhos[] = [
  requerimentos.grupoDaAreaRestrita,
  financeiro.grupoDaAreaRestrita,
  vacinas.grupoDaAreaRestrita,
  festaJunina.grupoDaAreaRestrita,
  convites.grupoDaAreaRestrita,
  peticoes.grupoDaAreaRestrita,
  comissoes.grupoDaAreaRestrita,
  processos.grupoDaAreaRestrita,
  votacao.grupoDaAreaRestrita,
  sessoes.grupoDaAreaRestrita,
  contatos.grupoDaAreaRestrita,
  inscritos.grupoDaAreaRestrita,
  acessos.grupoDaAreaRestrita,
  importacaoInscritos.grupoDaAreaRestrita,
];

/**
 * The staff hub with each area's group of shortcuts: app/ wires them, so the hub imports no other feature.
 * Loaded lazily, so the icons stay out of the entry chunk.
 */
export function AreaRestritaPageComAtalhos() {
  return <AreaRestritaPage grupos={grupos} />;
}
