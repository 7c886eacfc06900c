import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { temAlgumaPermissao } from '@portal/contracts';
import type { ReactElement } from 'react';
import { TemaMui } from './tema-mui';
import { paths } from '@/config/paths';
import type { UsuarioDaBarra } from './top-bar';

interface EntradaMenu {
  chave: string;
  rotulo: string;
  icone: ReactElement;
  destino: string;
}

export interface MenuDoUsuarioProps {
  id: string;
  ancora: HTMLElement | null;
  usuario: UsuarioDaBarra;
  saindo: boolean;
  onFechar: () => void;
  onIr: (destino: string) => void;
  onSair: () => void;
}

/**
 * The user menu of the top bar (spec, section 3): Home (lawyers), Área restrita (staff), Perfil, Sair. Its own
 * chunk, with MUI's Menu, Popover, Modal and List: loaded when the bar's button is first pointed at, focused or
 * pressed, not with every page (ADR 028).
 */
export function MenuDoUsuario({ id, ancora, usuario, saindo, onFechar, onIr, onSair }: MenuDoUsuarioProps) {
  const entradas: EntradaMenu[] = [];
  if (usuario.isAdvogado === true) entradas.push({ chave: 'home', rotulo: 'Home', icone: <HomeOutlined />, destino: paths.home });
  if (temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoAreaRestrita'])) {
    entradas.push({ chave: 'area-restrita', rotulo: 'Área restrita', icone: <AdminPanelSettingsOutlined />, destino: paths.areaRestrita });
  }
  entradas.push({ chave: 'perfil', rotulo: 'Perfil', icone: <PersonOutlined />, destino: paths.atualizacaoCadastral });

  // The top bar is plain CSS (ADR 032); the menu, MUI, brings the theme with it.
  return (
    <TemaMui>
      <Menu
        id={id}
        anchorEl={ancora}
        open={ancora !== null}
        onClose={onFechar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { maxWidth: '90vw', minWidth: 200 } },
          list: { 'aria-label': 'Menu do usuário' },
        }}
      >
        {entradas.map((entrada) => (
          <MenuItem key={entrada.chave} onClick={() => onIr(entrada.destino)} data-testid={`menu-${entrada.chave}`}>
            <ListItemIcon>{entrada.icone}</ListItemIcon>
            <ListItemText>{entrada.rotulo}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={onSair} disabled={saindo} data-testid="menu-sair">
          <ListItemIcon>
            <Logout />
          </ListItemIcon>
          <ListItemText>Sair</ListItemText>
        </MenuItem>
      </Menu>
    </TemaMui>
  );
}
