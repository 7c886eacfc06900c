import type { RouteObject } from 'react-router';
import { rotasDaAreaRestrita } from '@/features/area-restrita/rotas';
import { rotasDeAuth } from '@/features/auth/rotas';
import { rotasDoCadastro } from '@/features/cadastro/rotas';
import { rotasDoCertificado } from '@/features/certificado/rotas';
import { rotasDeConfiguracoes } from '@/features/configuracoes/rotas';
import { rotasDaFestaJunina } from '@/features/festa-junina/rotas';
import { rotasDeContatos } from '@/features/contatos/rotas';
import { rotasDeAcessos } from '@/features/acessos/rotas';
import { rotasDeInscritos } from '@/features/inscritos/rotas';
import { rotasDaImportacaoDeInscritos } from '@/features/inscritos/rotas-importacao';
import { rotasDeConvites } from '@/features/convites/rotas';
import { rotasDoFinanceiro } from '@/features/financeiro/rotas';
import { rotasDoPerfil } from '@/features/perfil/rotas';
import { rotasDePeticionamento } from '@/features/processos/rotas-peticionamento';
import { rotasDeProcessosStaff } from '@/features/processos/rotas-staff';
import { rotasDeProcessos } from '@/features/processos/rotas';
import { rotasDeRecuperacaoSenha } from '@/features/recuperacao-senha/rotas';
import { rotasDeRequerimentos } from '@/features/requerimentos/rotas';
import { rotasDeSessoes } from '@/features/sessoes/rotas';
import { rotasDeVacinas } from '@/features/vacinas/rotas';
import { rotasDeComissoes } from '@/features/comissoes/rotas';
import { rotasDePresenca } from '@/features/presenca/rotas';
import { rotasDeVotacao } from '@/features/votacao/rotas';
import { rotasDoViraMais } from '@/features/viramais/rotas';
import type { RotasDaArea } from '@/lib/rotas-de-area';
import { montarRotas, rotasDaHomeComPaginas } from './montar-rotas';

/**
 * Every area's routes (features/<area>/rotas.tsx). The home and the staff hub get their pages from ./paginas,
 * which give them every area's shortcuts: no feature imports another.
 */
const areas: RotasDaArea[] = [
  rotasDeAuth,
  rotasDoCertificado,
  rotasDoCadastro,
  rotasDeRecuperacaoSenha,
  rotasDaHomeComPaginas,
  rotasDoPerfil,
  rotasDeConfiguracoes,
  rotasDeRequerimentos,
  rotasDoFinanceiro,
  rotasDaFestaJunina,
  rotasDeConvites,
  rotasDeVacinas,
  rotasDeComissoes,
  rotasDePresenca,
  rotasDeProcessos,
  rotasDeVotacao,
  rotasDoViraMais,
  rotasDePeticionamento,
  rotasDeProcessosStaff,
  rotasDeSessoes,
  rotasDeContatos,
  rotasDeAcessos,
  rotasDeInscritos,
  rotasDaImportacaoDeInscritos,
  rotasDaAreaRestrita(() => import('./paginas/area-restrita-page').then((m) => m.AreaRestritaPageComAtalhos)),
];

/**
 * The whole route table. Every page is loaded lazily; only routes that really work are here (the spec's other
 * routes come with their features). Unknown paths: see montarRotas. Its own chunk: the router starts with fewer routes
 * and patches these in when a navigation needs them (router.tsx).
 */
export const rotas: RouteObject[] = montarRotas(areas);
