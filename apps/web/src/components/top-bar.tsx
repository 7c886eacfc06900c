import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { inicialDoNome, primeiroNome } from '@/lib/nome';
import { garantirEstiloInicio } from './estilo-inicio';
import { PortalLogo } from './portal-logo';

// Plain elements and CSS (components/estilo-inicio.ts): the bar of every signed-in page, drawn without MUI's
// runtime styles (ADR 032). The menu it opens, loaded on demand, is MUI's.
garantirEstiloInicio();

/** What the top bar reads of the logged-in user (spec, section 3). */
export interface UsuarioDaBarra {
  nome: string;
  isAdvogado: boolean;
  permissoes: Partial<Record<string, unknown>>;
}

interface TopBarProps {
  usuario: UsuarioDaBarra;
  /** Logs out (the caller clears storage and goes to /login). */
  onSair: () => Promise<void>;
}

/** The user menu, its own chunk (menu-usuario.tsx): asked for as soon as the button is pointed at or focused. */
const carregarMenu = () => import('./menu-usuario');
const MenuDoUsuario = lazy(() => carregarMenu().then((m) => ({ default: m.MenuDoUsuario })));

export function TopBar({ usuario, onSair }: TopBarProps) {
  const navigate = useNavigate();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [saindo, setSaindo] = useState(false);
  // Mounted from the first opening on, so it closes with its transition and reopens at once.
  const [menuUsado, setMenuUsado] = useState(false);
  const idBotao = useId();
  const idMenu = useId();
  const aberto = ancora !== null;
  const nome = primeiroNome(usuario.nome);

  const fechar = () => setAncora(null);
  const ir = (destino: string) => {
    // The menu closes (and gives focus back to its button) before the route changes, so the new page can then
    // take focus to its heading (see useFocoNaTrocaDeRota).
    flushSync(fechar);
    void navigate(destino);
  };
  const sair = async () => {
    setSaindo(true);
    try {
      await onSair();
    } finally {
      setSaindo(false);
      fechar();
    }
  };

  return (
    <header className="pl-barra">
      <div className="pl-barra-linha">
        <Link to={paths.home} data-testid="top-bar-logo" className="pl-barra-logo">
          <PortalLogo />
        </Link>
        <p className="pl-barra-titulo">Portal unificado</p>
        <div className="pl-barra-espaco" />
        <button
          type="button"
          id={idBotao}
          className="pl-barra-usuario"
          onClick={(evento: MouseEvent<HTMLElement>) => {
            setMenuUsado(true);
            setAncora(evento.currentTarget);
          }}
          onPointerEnter={() => void carregarMenu()}
          onFocus={() => void carregarMenu()}
          // The name shown (the first name, from 900 px) begins the button's name: what is seen is what can be said
          // (WCAG 2.5.3). The avatar's initial is drawn by CSS, so it is not part of the visible text.
          aria-label={nome ? `${nome}, abrir menu do usuário` : 'Abrir menu do usuário'}
          aria-haspopup="menu"
          aria-controls={aberto ? idMenu : undefined}
          aria-expanded={aberto ? 'true' : 'false'}
          data-testid="user-menu-button"
        >
          <span className="pl-barra-nome" data-testid="user-first-name">
            {nome}
          </span>
          <span className="pl-avatar" aria-hidden="true" data-inicial={inicialDoNome(usuario.nome)} data-testid="user-avatar" />
        </button>
        {menuUsado ? (
          <Suspense fallback={null}>
            <MenuDoUsuario id={idMenu} ancora={ancora} usuario={usuario} saindo={saindo} onFechar={fechar} onIr={ir} onSair={() => void sair()} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
