import { formatarInscricao, type Usuario } from '@portal/contracts';
import { memo } from 'react';
import { AtalhoCard } from '@/components/atalho-card';
import { garantirEstiloInicio } from '@/components/estilo-inicio';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { atalhoVisivel, type Atalho } from '@/lib/atalhos';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { primeiroNome } from '@/lib/nome';
import { ENTIDADES } from '../entidades';
import { SituacaoChip } from './situacao-chip';

// Plain elements and CSS (components/estilo-inicio.ts): where signed-in visits start, drawn without MUI (ADR 032,
// ADR 033), its error state and its shortcuts' icons included.
garantirEstiloInicio();

function Identificacao({ usuario }: { usuario: Usuario }) {
  return (
    <div className="pl-coluna" data-testid="home-identificacao">
      <p className="pl-p pl-forte">{usuario.nome}</p>
      {usuario.inscricao ? (
        <div className="pl-linha">
          <p className="pl-p">
            Inscrição <strong>{formatarInscricao(usuario.inscricao)}</strong>
          </p>
          <SituacaoChip situacao={usuario.inscricao.situacao} />
        </div>
      ) : (
        <p className="pl-p pl-secundario">Você acessa o portal como colaborador(a).</p>
      )}
    </div>
  );
}

function IdentificacaoCarregando() {
  return (
    <div role="status" aria-label="Carregando seus dados" data-testid="home-carregando">
      <span className="pl-esqueleto" style={{ width: '60%' }} />
      <span className="pl-esqueleto" style={{ width: '40%' }} />
    </div>
  );
}

/** The three entity homes: the same for everyone, so rendered once (memo without props). */
const Entidades = memo(function Entidades() {
  return (
    <>
      <h2 className="pl-h2 pl-mb2" id="home-entidades">
        OAB-GO, CASAG e CEL
      </h2>
      <ul className="pl-grade-entidades" aria-labelledby="home-entidades">
        {ENTIDADES.map(({ titulo, descricao, para, icone: Icone }) => (
          <AtalhoCard key={para} itemDeLista compacto titulo={titulo} descricao={descricao} para={para} icone={<Icone color="primary" aria-hidden="true" />} />
        ))}
      </ul>
    </>
  );
});

/**
 * The shortcuts this user sees, `visiveis` being their paths: a string, so the home's re-render when /usuario/me
 * answers (the stored user, then the same user from the server) leaves these cards alone unless what shows changes.
 */
const AcessoRapido = memo(function AcessoRapido({ atalhos, visiveis }: { atalhos: readonly Atalho[]; visiveis: string }) {
  const mostrar = new Set(visiveis.split(' '));
  return (
    <>
      <h2 className="pl-h2 pl-mb2">Acesso rápido</h2>
      <div className="pl-grade-atalhos">
        {atalhos
          .filter((atalho) => mostrar.has(atalho.para))
          .map(({ titulo, descricao, para, icone: Icone }) => (
            <div key={para}>
              <AtalhoCard titulo={titulo} descricao={descricao} para={para} icone={<Icone color="primary" aria-hidden="true" />} />
            </div>
          ))}
      </div>
    </>
  );
});

/** /home: greets the member and links only to areas that exist (each area's shortcuts, given by app/). */
export function HomePage({ atalhos }: { atalhos: readonly Atalho[] }) {
  const consulta = useUsuarioAtual();
  const armazenado = lerUsuarioLogado();
  const usuario = consulta.data ?? armazenado;
  // Each shortcut says who sees it: OAB services, CASAG benefits and the anuidade are for lawyers, the hub for
  // staff, the rest for everyone.

  return (
    <div className="pl-conteudo">
      <h1 className="pl-h1 pl-mb2">Olá, {primeiroNome(usuario?.nome) || 'bem-vindo(a)'}</h1>

      <section className="pl-painel pl-mb4" aria-label="Sua identificação">
        {consulta.isPending ? (
          <IdentificacaoCarregando />
        ) : consulta.isError ? (
          <ErrorState
            mensagem={mensagemDeErro(consulta.error)}
            onTentarNovamente={() => void consulta.refetch()}
            tentando={consulta.isFetching}
          />
        ) : (
          <Identificacao usuario={consulta.data} />
        )}
      </section>

      <Entidades />
      <AcessoRapido atalhos={atalhos} visiveis={atalhos.filter((atalho) => atalhoVisivel(atalho, usuario)).map((atalho) => atalho.para).join(' ')} />
    </div>
  );
}
