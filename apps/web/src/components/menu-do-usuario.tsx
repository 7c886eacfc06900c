import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';

export interface EntradaMenu {
  chave: 'home' | 'area-restrita' | 'perfil';
  rotulo: string;
  acao: () => void;
}

const ICONES: Record<EntradaMenu['chave'], ReactElement> = {
  home: <HomeOutlined />,
  'area-restrita': <AdminPanelSettingsOutlined />,
  perfil: <PersonOutlined />,
};

interface MenuDoUsuarioProps {
  id: string;
  ancora: HTMLElement | null;
  onFechar: () => void;
  entradas: EntradaMenu[];
  onSair: () => void;
  saindo: boolean;
}

/**
 * The top bar's user menu (Menu brings Popover, Modal and the focus trap): its own chunk, loaded when the menu is
 * first opened or about to be (pointer over or focus on its button), not with every page (ADR 026).
 */
export function MenuDoUsuario({ id, ancora, onFechar, entradas, onSair, saindo }: MenuDoUsuarioProps) {
  return (
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
        <MenuItem key={entrada.chave} onClick={entrada.acao} data-testid={`menu-${entrada.chave}`}>
          <ListItemIcon>{ICONES[entrada.chave]}</ListItemIcon>
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
  );
}
