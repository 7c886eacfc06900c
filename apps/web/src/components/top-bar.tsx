import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { inicialDoNome, primeiroNome } from '@/lib/nome';
import { PortalLogo } from './portal-logo';

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
    <AppBar position="fixed" component="header" elevation={1} color="primary">
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to={paths.home}
          data-testid="top-bar-logo"
          sx={{ display: 'inline-flex', borderRadius: 1, color: 'inherit' }}
        >
          <PortalLogo />
        </Link>
        <Typography
          component="p"
          variant="h6"
          noWrap
          sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 600 }}
        >
          Portal unificado
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          id={idBotao}
          color="inherit"
          onClick={(evento: MouseEvent<HTMLElement>) => {
            setMenuUsado(true);
            setAncora(evento.currentTarget);
          }}
          onPointerEnter={() => void carregarMenu()}
          onFocus={() => void carregarMenu()}
          aria-label="Abrir menu do usuário"
          aria-haspopup="menu"
          aria-controls={aberto ? idMenu : undefined}
          aria-expanded={aberto ? 'true' : 'false'}
          data-testid="user-menu-button"
          sx={{ gap: 1, px: 1, minWidth: 0 }}
        >
          <Box component="span" data-testid="user-first-name" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {nome}
          </Box>
          <Avatar
            aria-hidden="true"
            data-testid="user-avatar"
            sx={{ width: 36, height: 36, bgcolor: '#ffffff', color: 'primary.main', fontWeight: 700 }}
          >
            {inicialDoNome(usuario.nome)}
          </Avatar>
        </Button>
        {menuUsado ? (
          <Suspense fallback={null}>
            <MenuDoUsuario id={idMenu} ancora={ancora} usuario={usuario} saindo={saindo} onFechar={fechar} onIr={ir} onSair={() => void sair()} />
          </Suspense>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
