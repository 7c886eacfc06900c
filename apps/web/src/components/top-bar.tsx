import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { temAlgumaPermissao } from '@portal/contracts';
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
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

interface EntradaMenu {
  chave: string;
  rotulo: string;
  icone: ReactElement;
  acao: () => void;
}

export function TopBar({ usuario, onSair }: TopBarProps) {
  const navigate = useNavigate();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [saindo, setSaindo] = useState(false);
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

  const entradas: EntradaMenu[] = [];
  if (usuario.isAdvogado === true) {
    entradas.push({ chave: 'home', rotulo: 'Home', icone: <HomeOutlined />, acao: () => ir(paths.home) });
  }
  if (temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoAreaRestrita'])) {
    entradas.push({
      chave: 'area-restrita',
      rotulo: 'Área restrita',
      icone: <AdminPanelSettingsOutlined />,
      acao: () => ir(paths.areaRestrita),
    });
  }
  entradas.push({
    chave: 'perfil',
    rotulo: 'Perfil',
    icone: <PersonOutlined />,
    acao: () => ir(paths.atualizacaoCadastral),
  });

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
          onClick={(evento: MouseEvent<HTMLElement>) => setAncora(evento.currentTarget)}
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
        <Menu
          id={idMenu}
          anchorEl={ancora}
          open={aberto}
          onClose={fechar}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { sx: { maxWidth: '90vw', minWidth: 200 } },
            list: { 'aria-label': 'Menu do usuário' },
          }}
        >
          {entradas.map((entrada) => (
            <MenuItem key={entrada.chave} onClick={entrada.acao} data-testid={`menu-${entrada.chave}`}>
              <ListItemIcon>{entrada.icone}</ListItemIcon>
              <ListItemText>{entrada.rotulo}</ListItemText>
            </MenuItem>
          ))}
          <MenuItem onClick={() => void sair()} disabled={saindo} data-testid="menu-sair">
            <ListItemIcon>
              <Logout />
            </ListItemIcon>
            <ListItemText>Sair</ListItemText>
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
