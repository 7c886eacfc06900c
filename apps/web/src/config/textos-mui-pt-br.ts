import type { Components, Theme } from '@mui/material/styles';

/**
 * MUI's components in Portuguese (the texts of `ptBR` from `@mui/material/locale`), for the theme.
 *
 * Importing MUI's own locale module builds an `Intl.NumberFormat('pt-BR')` as the module loads: the first `Intl`
 * object of the page, about 70 ms of a phone's main thread (270 ms in Lighthouse's 4× CPU) before `/login` could
 * render. Here the formatter is built the first time a table's pagination shows a count, not at start-up.
 */
let formatador: Intl.NumberFormat | undefined;
const numero = (n: number) => (Number.isFinite(n) ? (formatador ??= new Intl.NumberFormat('pt-BR')).format(n) : String(n));

const rotuloDaPaginacao = (tipo: string) =>
  tipo === 'first'
    ? 'Ir para a primeira página'
    : tipo === 'last'
      ? 'Ir para a última página'
      : tipo === 'next'
        ? 'Ir para a próxima página'
        : 'Ir para a página anterior';

export const textosMuiPtBR: { components: Components<Omit<Theme, 'components'>> } = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: rotuloDaPaginacao,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${numero(from)}–${numero(to)} de ${count !== -1 ? numero(count) : `mais de ${numero(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (valor) => `${valor} Estrela${valor !== 1 ? 's' : ''}`, emptyLabelText: 'Vazio' },
    },
    MuiAutocomplete: {
      defaultProps: { clearText: 'Limpar', closeText: 'Fechar', loadingText: 'Carregando…', noOptionsText: 'Sem opções', openText: 'Abrir' },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (tipo, pagina, selecionada) =>
          tipo === 'page' ? `${selecionada ? '' : 'Ir para a '}página ${pagina}` : rotuloDaPaginacao(tipo),
      },
    },
  },
};
