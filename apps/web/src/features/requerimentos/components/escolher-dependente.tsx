import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { ROTULO_PARENTESCO_DEPENDENTE, formatarCpf, somenteDigitos, type Dependente, type DosDependentes } from '@portal/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useMeusDependentes } from '../api/get-meus-dependentes';

interface EscolherDependenteProps {
  regra: DosDependentes;
  /** The list's current items, read when the menu opens (a dependant already in it is not offered again). */
  itensAtuais: () => readonly Record<string, unknown>[];
  desabilitado: boolean;
  /** Appends an item filled from the dependant. */
  aoEscolher: (valores: { nome: string; cpf: string; parentesco: string }) => void;
}

function jaIncluido(d: Dependente, itens: readonly Record<string, unknown>[]): boolean {
  return itens.some((i) => {
    const cpf = typeof i.cpf === 'string' ? somenteDigitos(i.cpf) : '';
    if (d.cpf && cpf) return cpf === d.cpf;
    return typeof i.nome === 'string' && i.nome.trim().toLowerCase() === d.nome.toLowerCase();
  });
}

/**
 * 'Incluir um dos meus dependentes': a menu of the member's registry; the chosen one becomes a new item with
 * name, CPF and a kinship to check. Other people are still typed with the list's own 'Adicionar' button.
 */
export function EscolherDependente({ regra, itensAtuais, desabilitado, aoEscolher }: EscolherDependenteProps) {
  const consulta = useMeusDependentes({ enabled: true });
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const idMenu = useId();
  const idBotao = useId();

  if (consulta.isPending) {
    return (
      <Typography variant="body2" color="textSecondary" role="status" sx={{ mt: 1.5 }}>
        Carregando seus dependentes…
      </Typography>
    );
  }
  if (consulta.isError) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        Não foi possível carregar seus dependentes ({mensagemDeErro(consulta.error)}). Preencha os dados abaixo.
      </Typography>
    );
  }
  if (consulta.data.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        Dica: cadastre seus dependentes em{' '}
        <Link component={RouterLink} to={paths.atualizacaoCadastral}>
          Atualização cadastral
        </Link>{' '}
        para incluí-los aqui sem digitar.
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        id={idBotao}
        variant="outlined"
        startIcon={<PersonAddAlt aria-hidden="true" />}
        disabled={desabilitado}
        aria-haspopup="menu"
        aria-controls={ancora ? idMenu : undefined}
        aria-expanded={ancora ? 'true' : undefined}
        onClick={(e) => setAncora(e.currentTarget)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Incluir um dos meus dependentes
      </Button>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        Nome e CPF vêm do seu cadastro de dependentes. Confira o parentesco com o falecido e informe o CPF de quem não o tiver cadastrado.
      </Typography>
      <Menu id={idMenu} anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)} slotProps={{ list: { 'aria-labelledby': idBotao } }}>
        {(ancora ? consulta.data : []).map((d) => {
          const incluido = jaIncluido(d, itensAtuais());
          return (
            <MenuItem
              key={d.id}
              disabled={incluido}
              onClick={() => {
                setAncora(null);
                aoEscolher({ nome: d.nome, cpf: d.cpf ? formatarCpf(d.cpf) : '', parentesco: regra.parentesco[d.parentesco] ?? '' });
              }}
            >
              <ListItemText
                primary={d.nome}
                secondary={`${ROTULO_PARENTESCO_DEPENDENTE[d.parentesco]}${d.cpf ? ` · CPF ${formatarCpf(d.cpf)}` : ''}${incluido ? ' · já incluído' : ''}`}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
