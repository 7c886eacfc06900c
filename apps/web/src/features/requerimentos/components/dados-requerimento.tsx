import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tipoPorCodigo, type Campo, type CampoSimples, type RequerimentoStaff } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatarValorDesconhecido, formatarValorSimples } from './formatar-requerimento';

type CampoLista = Extract<Campo, { tipo: 'lista' }>;

function Par({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' } }}>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A repeated group (heirs, invoices) as a sub-table: one column per item field, with the catalog's labels. */
function SubTabela({ campo, valor }: { campo: CampoLista; valor: unknown }) {
  const itens = Array.isArray(valor) ? (valor as unknown[]) : [];
  if (itens.length === 0) return <>Nenhum item.</>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={campo.rotulo} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{campo.rotuloItem}</TableCell>
            {campo.itens.map((i) => (
              <TableCell key={i.nome} scope="col">
                {i.rotulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((item, n) => {
            const registro = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
            return (
              <TableRow key={n}>
                <TableCell>{n + 1}</TableCell>
                {campo.itens.map((i: CampoSimples) => (
                  <TableCell key={i.nome}>{formatarValorSimples(i, registro[i.nome])}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Valor({ campo, requerimento }: { campo: Campo; requerimento: RequerimentoStaff }) {
  const valor = requerimento.dados[campo.nome];
  if (campo.tipo === 'lista') return <SubTabela campo={campo} valor={valor} />;
  if (campo.tipo === 'requerimentoRef') {
    if (typeof valor !== 'string' || valor === '') return <>—</>;
    const pai = requerimento.pai;
    return <>{pai && pai.id === valor ? `${pai.protocolo ?? 'Sem protocolo'} — ${pai.titulo}` : valor}</>;
  }
  return <>{formatarValorSimples(campo, valor)}</>;
}

/**
 * The form as the member filled it, read-only, labelled as the catalog labels it. Keys the catalog does not
 * know (an older or newer type definition) are still shown, by their key, so nothing the member sent is hidden.
 */
export function DadosRequerimento({ requerimento }: { requerimento: RequerimentoStaff }) {
  const campos = tipoPorCodigo(requerimento.codigo)?.campos ?? [];
  const conhecidos = new Set(campos.map((c) => c.nome));
  const extras = Object.entries(requerimento.dados).filter(([chave]) => !conhecidos.has(chave));
  if (campos.length === 0 && extras.length === 0) {
    return <Typography color="textSecondary">Nenhum dado informado.</Typography>;
  }
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="dados-requerimento">
      {campos.map((c) => (
        <Par key={c.nome} rotulo={c.rotulo}>
          <Valor campo={c} requerimento={requerimento} />
        </Par>
      ))}
      {extras.map(([chave, valor]) => (
        <Par key={chave} rotulo={chave}>
          {formatarValorDesconhecido(valor)}
        </Par>
      ))}
    </Box>
  );
}
