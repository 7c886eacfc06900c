import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';

export interface Aba {
  para: string;
  rotulo: string;
}

/**
 * Links between the pages of one area, as tabs: a `nav` named by `rotulo`; the current page is bold and marked
 * `aria-current="page"`.
 */
export function NavegacaoAbas({ rotulo, abas }: { rotulo: string; abas: readonly Aba[] }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={rotulo} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {abas.map((a) => (
          <Link key={a.para} component={RouterLink} to={a.para} aria-current={pathname === a.para ? 'page' : undefined} sx={{ fontWeight: pathname === a.para ? 700 : 400 }}>
            {a.rotulo}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
