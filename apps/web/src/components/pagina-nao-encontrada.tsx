import { paths } from '@/config/paths';
import { garantirEstiloInicio } from './estilo-inicio';
import { LinkVoltar } from './link-voltar';

garantirEstiloInicio();

/**
 * A path no route has, for someone signed in (ADR 036): says so, under the top bar, instead of a silent redirect that
 * would hide a broken link. Signed-out visitors never see it: the guard sends them to /login, as the spec says.
 * Plain elements and CSS, like the home it leads back to (ADR 032).
 */
export function PaginaNaoEncontrada() {
  return (
    <div className="pl-conteudo">
      <h1 className="pl-h1 pl-mb2">Página não encontrada</h1>
      <p className="pl-p pl-mb2">Não há nenhuma página neste endereço. Confira o link ou volte para o início do portal.</p>
      <LinkVoltar para={paths.home} destino="o início" />
    </div>
  );
}
