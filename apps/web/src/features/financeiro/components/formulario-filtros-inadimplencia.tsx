import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FAIXAS_ATRASO } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import type { FiltrosInadimplencia } from '../api/get-inadimplencia';
import { centavosDoTexto, ORDENS_INADIMPLENCIA, ROTULO_FAIXA_ATRASO, textoDosCentavos, VALOR_MAXIMO_CENTAVOS } from './filtros-inadimplencia';

/** The form's fields; `valorMinimo` is typed in reais. */
interface Campos {
  busca: string;
  atraso: string;
  exercicio: string;
  valorMinimo: string;
  ordem: string;
}
type ErrosCampos = Partial<Record<keyof Campos, string>>;

/** The server names the query's fields; the form shows each message under its field. */
export const CAMPO_DO_PARAMETRO: Record<string, keyof Campos> = {
  busca: 'busca',
  atraso: 'atraso',
  exercicio: 'exercicio',
  valorMinimoCentavos: 'valorMinimo',
  ordem: 'ordem',
};

function camposDosFiltros(f: FiltrosInadimplencia): Campos {
  const valor = f.valorMinimoCentavos;
  return {
    busca: f.busca ?? '',
    atraso: f.atraso ?? '',
    exercicio: f.exercicio ?? '',
    valorMinimo: valor && /^\d{1,11}$/.test(valor) ? textoDosCentavos(Number(valor)) : (valor ?? ''),
    ordem: f.ordem ?? 'valor',
  };
}

function validar(c: Campos): { erros: ErrosCampos; filtros: Omit<FiltrosInadimplencia, 'pagina'> } {
  const erros: ErrosCampos = {};
  const busca = c.busca.trim();
  if (busca.length > 100) erros.busca = 'Busque com até 100 caracteres.';
  const exercicio = c.exercicio.trim();
  if (exercicio !== '') {
    if (!/^\d{4}$/.test(exercicio)) erros.exercicio = 'Informe o exercício com quatro dígitos.';
    else if (Number(exercicio) < 2000) erros.exercicio = 'Informe um exercício a partir de 2000.';
    else if (Number(exercicio) > 2100) erros.exercicio = 'Informe um exercício até 2100.';
  }
  const centavos = centavosDoTexto(c.valorMinimo);
  if (centavos === null) erros.valorMinimo = 'Informe o valor em reais, por exemplo 1.500,00.';
  else if (centavos !== undefined && centavos > VALOR_MAXIMO_CENTAVOS) erros.valorMinimo = 'Valor alto demais.';
  return {
    erros,
    filtros: {
      busca: busca || undefined,
      atraso: c.atraso || undefined,
      exercicio: exercicio || undefined,
      valorMinimoCentavos: centavos === undefined || centavos === null ? undefined : String(centavos),
      // 'valor' is the server's default order: the URL stays short without it.
      ordem: c.ordem === 'valor' ? undefined : c.ordem,
    },
  };
}

interface FormularioFiltrosInadimplenciaProps {
  filtros: FiltrosInadimplencia;
  /** Messages of the server's 400, by form field. */
  errosDoServidor: ErrosCampos;
  aoFiltrar: (filtros: Omit<FiltrosInadimplencia, 'pagina'>) => void;
  aoLimpar: () => void;
}

/**
 * The defaulters' filters, applied together by 'Filtrar' (each query runs over up to a million títulos, so not on
 * every keystroke). The page remounts it when the URL changes, so it always starts from what the URL says.
 */
export function FormularioFiltrosInadimplencia({ filtros, errosDoServidor, aoFiltrar, aoLimpar }: FormularioFiltrosInadimplenciaProps) {
  const [campos, setCampos] = useState<Campos>(() => camposDosFiltros(filtros));
  const [erros, setErros] = useState<ErrosCampos>({});
  const temFiltro = Object.entries(filtros).some(([chave, valor]) => chave !== 'pagina' && chave !== 'ordem' && Boolean(valor));

  const mudar = (campo: keyof Campos) => (e: { target: { value: string } }) => {
    setCampos((atual) => ({ ...atual, [campo]: e.target.value }));
    setErros((atual) => ({ ...atual, [campo]: undefined }));
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const { erros: novos, filtros: validos } = validar(campos);
    setErros(novos);
    if (Object.values(novos).some(Boolean)) return;
    aoFiltrar(validos);
  };

  const erro = (campo: keyof Campos) => erros[campo] ?? errosDoServidor[campo];
  const props = (campo: keyof Campos, ajuda: string) => ({
    id: `inadimplencia-${campo}`,
    value: campos[campo],
    onChange: mudar(campo),
    error: Boolean(erro(campo)),
    helperText: erro(campo) ?? ajuda,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate role="search" aria-label="Filtros" onSubmit={enviar}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.3fr 1fr 1.2fr 1.2fr' }, alignItems: 'start' }}>
        <TextField {...props('busca', 'Nome, CPF ou número de inscrição.')} label="Buscar" autoComplete="off" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField {...props('atraso', 'Do vencimento mais antigo.')} select label="Faixa de atraso" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">Todas</option>
          {FAIXAS_ATRASO.map((f) => (
            <option key={f} value={f}>
              {ROTULO_FAIXA_ATRASO[f]}
            </option>
          ))}
        </TextField>
        <TextField {...props('exercicio', 'Ano dos títulos.')} label="Exercício" autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
        <TextField {...props('valorMinimo', 'Principal vencido, em reais (sem multa e juros).')} label="Valor mínimo (R$)" autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }} />
        <TextField {...props('ordem', 'Ordem da lista.')} select label="Ordenar por" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {ORDENS_INADIMPLENCIA.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </TextField>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Filtrar
        </Button>
        {temFiltro ? <Button onClick={aoLimpar}>Limpar filtros</Button> : null}
      </Stack>
    </Box>
  );
}
