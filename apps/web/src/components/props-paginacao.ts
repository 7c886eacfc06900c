import type { SxProps, Theme } from '@mui/material/styles';

/**
 * TablePagination props so that, at 360 px, the rows-per-page choice, '1–7 de 7' and the arrows sit on one
 * line: a shorter label and smaller gaps on narrow screens (MUI's defaults push the arrows to a second line).
 */
export function propsPaginacao(compacto: boolean): {
  labelRowsPerPage?: string;
  sx: SxProps<Theme>;
} {
  return {
    ...(compacto ? { labelRowsPerPage: 'Por página:' } : {}),
    sx: {
      '& .MuiTablePagination-toolbar': {
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        pl: { xs: 1, sm: 2 },
        pr: { xs: 0.5, sm: 1 },
      },
      '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      '& .MuiTablePagination-input': {
        ml: { xs: 0.5, sm: 1 },
        mr: { xs: 1.5, sm: 4 },
      },
      '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
    },
  };
}
