import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  descricaoFaixaAnuidade,
  MAX_FAIXAS_ANUIDADE,
  novaTabelaAnuidadeBodySchema,
  REGRAS_ANUIDADE,
  type NovaTabelaAnuidade,
  type TabelaAnuidade,
} from '@portal/contracts';
import { useState } from 'react';
import { CampoDataIso } from '@/components/campo-data-iso';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useCadastrarTabelaAnuidade } from '../api/cadastrar-tabela-anuidade';

/** A band as typed: the start is the previous band's end + 1 (the first starts at 0), the last has no end. */
interface FaixaDigitada {
  chave: number;
  anosAte: string;
  valor: string;
}

export interface ValoresIniciaisTabela {
  exercicio: number;
  /** The table it starts from (last year's, or this year's for a new resolution); null: an empty form. */
  base: TabelaAnuidade | null;
}

type Erros = Record<string, string>;

let proximaChave = 1;
const novaChave = () => proximaChave++;

/** centavos → '985,00' (for an input). */
const reais = (c: number) => (c / 100).toFixed(2).replace('.', ',');
/** '985,00', '985', '1.234,56', 'R$ 985' → centavos; null when it is not an amount. */
function centavos(texto: string): number | null {
  const limpo = texto.trim().replace(/^R\$\s*/, '').replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(limpo)) return null;
  return Math.round(Number(limpo) * 100);
}
/** bp → '15' or '12,5' (for an input). */
const percentual = (bp: number) => String(bp / 100).replace('.', ',');
/** A date of the base table moved to the year of the form ('2026-04-30' → '2027-04-30'); '' when it cannot be. */
function moverAno(data: string, exercicio: number): string {
  const movida = `${exercicio}${data.slice(4)}`;
  return movida.endsWith('-02-29') ? `${exercicio}-02-28` : movida;
}
const inteiro = (texto: string): number | null => (/^\d{1,4}$/.test(texto.trim()) ? Number(texto.trim()) : null);

function faixasIniciais(base: TabelaAnuidade | null): FaixaDigitada[] {
  if (!base) return [{ chave: novaChave(), anosAte: '', valor: '' }];
  return base.faixas.map((f) => ({ chave: novaChave(), anosAte: f.anosAte === null ? '' : String(f.anosAte), valor: reais(f.valorCentavos) }));
}

/** Where each band starts: 0, then the previous band's end + 1 (null while that end is not a number). */
function inicios(faixas: readonly FaixaDigitada[]): (number | null)[] {
  const r: (number | null)[] = [];
  faixas.forEach((_, i) => {
    if (i === 0) r.push(0);
    else {
      const fim = inteiro(faixas[i - 1]?.anosAte ?? '');
      r.push(fim === null ? null : fim + 1);
    }
  });
  return r;
}

/**
 * The form of a year's anuidade table: the exercício, the resolution, the due date, the early-payment discount and
 * its last day, the installments allowed, the bands by years of inscrição and the intern's value. Prefilled from the
 * table it starts from; checked here with the same rules as the server, which has the last word.
 */
export function FormularioTabelaAnuidade({ iniciais, aoCadastrar }: { iniciais: ValoresIniciaisTabela; aoCadastrar: (t: TabelaAnuidade) => void }) {
  const { exercicio: ano, base } = iniciais;
  const [exercicio, setExercicio] = useState(String(ano));
  const [resolucao, setResolucao] = useState('');
  const [vencimento, setVencimento] = useState(base ? moverAno(base.vencimento, ano) : '');
  const [descontoAte, setDescontoAte] = useState(base ? moverAno(base.descontoAte, ano) : '');
  const [desconto, setDesconto] = useState(base ? percentual(base.descontoBp) : '0');
  const [parcelas, setParcelas] = useState(String(base?.parcelasMaximo ?? REGRAS_ANUIDADE.parcelasMaximo));
  const [estagiario, setEstagiario] = useState(base?.valorEstagiarioCentavos ? reais(base.valorEstagiarioCentavos) : '');
  const [faixas, setFaixas] = useState<FaixaDigitada[]>(() => faixasIniciais(base));
  const [erros, setErros] = useState<Erros>({});
  const [recusa, setRecusa] = useState<string | null>(null);
  const cadastrar = useCadastrarTabelaAnuidade();
  const enviando = cadastrar.isPending;
  const comecos = inicios(faixas);

  const limpar = (campo: string) =>
    setErros((atual) => {
      if (!(campo in atual)) return atual;
      const { [campo]: _, ...resto } = atual;
      return resto;
    });

  /** The body, or the errors of what could not be read as a number. */
  function ler(): { corpo: NovaTabelaAnuidade | null; erros: Erros } {
    const e: Erros = {};
    const ex = inteiro(exercicio);
    if (ex === null) e.exercicio = 'Informe o exercício (ano) da tabela.';
    const bp = /^\d{1,2}(,\d{1,2})?$/.test(desconto.trim()) ? Math.round(Number(desconto.trim().replace(',', '.')) * 100) : null;
    if (bp === null) e.descontoBp = 'Informe o desconto em %, por exemplo 15 ou 12,5 (0 para nenhum).';
    const parc = inteiro(parcelas);
    if (parc === null) e.parcelasMaximo = 'Informe em até quantas parcelas a anuidade pode ser paga.';
    let valorEstagiario: number | null = null;
    if (estagiario.trim() !== '') {
      valorEstagiario = centavos(estagiario);
      if (valorEstagiario === null) e.valorEstagiarioCentavos = 'Informe um valor em reais, por exemplo 250,00 (ou deixe em branco).';
    }
    const lidas = faixas.map((f, i) => {
      const ultima = i === faixas.length - 1;
      const ate = ultima ? null : inteiro(f.anosAte);
      if (!ultima && ate === null) e[`faixas.${i}.anosAte`] = 'Informe até quantos anos de inscrição vai esta faixa.';
      const valor = centavos(f.valor);
      if (valor === null) e[`faixas.${i}.valorCentavos`] = 'Informe o valor em reais, por exemplo 985,00.';
      return { anosDe: comecos[i] ?? 0, anosAte: ate, valorCentavos: valor ?? 0 };
    });
    if (Object.keys(e).length > 0) return { corpo: null, erros: e };
    return {
      corpo: {
        exercicio: ex ?? 0,
        resolucao,
        vencimento,
        descontoBp: bp ?? 0,
        descontoAte,
        parcelasMaximo: parc ?? 0,
        faixas: lidas,
        valorEstagiarioCentavos: valorEstagiario,
      },
      erros: {},
    };
  }

  const enviar = async () => {
    setRecusa(null);
    const lido = ler();
    if (!lido.corpo) {
      setErros(lido.erros);
      return;
    }
    const validado = novaTabelaAnuidadeBodySchema.safeParse(lido.corpo);
    if (!validado.success) {
      const e: Erros = {};
      for (const issue of validado.error.issues) {
        const chave = issue.path.join('.');
        e[chave] ??= issue.message;
      }
      setErros(e);
      return;
    }
    setErros({});
    try {
      const criada = await cadastrar.mutateAsync(validado.data);
      aoCadastrar(criada);
    } catch (falha) {
      const campos = camposDoErro(falha);
      setErros(campos);
      setRecusa(resumoDoErro(falha, Object.keys(CAMPOS_VISIVEIS(faixas.length))));
    }
  };

  const erro = (campo: string) => erros[campo];
  const ajudaOuErro = (campo: string, ajuda: string) => erros[campo] ?? ajuda;
  const errosFaixas = erros.faixas;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cadastrar tabela da anuidade"
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <TextField fullWidth
            id="tabela-exercicio"
            name="exercicio"
            label="Exercício"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            value={exercicio}
            onChange={(e) => {
              setExercicio(e.target.value);
              limpar('exercicio');
            }}
            error={Boolean(erro('exercicio'))}
            helperText={ajudaOuErro('exercicio', 'O ano da anuidade.')}
          />
          <TextField fullWidth
            id="tabela-resolucao"
            name="resolucao"
            label="Resolução"
            required
            slotProps={{ htmlInput: { maxLength: 80 } }}
            value={resolucao}
            onChange={(e) => {
              setResolucao(e.target.value);
              limpar('resolucao');
            }}
            error={Boolean(erro('resolucao'))}
            helperText={ajudaOuErro('resolucao', 'Número da resolução do Conselho Seccional que fixou estes valores.')}
          />
        </Box>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
            Faixas por tempo de inscrição
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            Anos completos de inscrição em 1º de janeiro do exercício. Cada faixa começa onde a anterior termina; a última vale daí em diante.
          </Typography>
          <Stack spacing={1.5}>
            {faixas.map((f, i) => {
              const ultima = i === faixas.length - 1;
              const de = comecos[i];
              const ate = ultima ? null : inteiro(f.anosAte);
              const descricao = de === null || de === undefined || (!ultima && ate === null) ? `Faixa ${i + 1}` : descricaoFaixaAnuidade(de, ate);
              return (
                <Box
                  key={f.chave}
                  role="group"
                  aria-label={`Faixa ${i + 1}`}
                  data-testid="faixa-tabela"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                >
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {descricao}
                    </Typography>
                    {faixas.length > 1 ? (
                      <IconButton
                        aria-label={`Remover faixa ${i + 1}`}
                        size="small"
                        disabled={enviando}
                        onClick={() => {
                          setFaixas((atual) => atual.filter((x) => x.chave !== f.chave));
                          setErros({});
                        }}
                      >
                        <DeleteOutlined fontSize="small" aria-hidden="true" />
                      </IconButton>
                    ) : null}
                  </Stack>
                  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {ultima ? (
                      <Typography variant="body2" color="textSecondary" sx={{ alignSelf: 'center' }}>
                        {de === null || de === undefined ? 'Da faixa anterior em diante.' : `De ${de} ${de === 1 ? 'ano' : 'anos'} em diante.`}
                      </Typography>
                    ) : (
                      <TextField fullWidth
                        id={`faixa-${f.chave}-ate`}
                        name={`faixas.${i}.anosAte`}
                        label={`Até quantos anos (a partir de ${de ?? '…'})`}
                        required
                        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
                        value={f.anosAte}
                        onChange={(e) => {
                          const v = e.target.value;
                          setFaixas((atual) => atual.map((x) => (x.chave === f.chave ? { ...x, anosAte: v } : x)));
                          limpar(`faixas.${i}.anosAte`);
                          limpar(`faixas.${i + 1}.anosDe`);
                        }}
                        error={Boolean(erro(`faixas.${i}.anosAte`) ?? erro(`faixas.${i + 1}.anosDe`))}
                        helperText={erro(`faixas.${i}.anosAte`) ?? erro(`faixas.${i + 1}.anosDe`) ?? 'Anos completos, inclusive.'}
                      />
                    )}
                    <TextField fullWidth
                      id={`faixa-${f.chave}-valor`}
                      name={`faixas.${i}.valorCentavos`}
                      label="Valor"
                      required
                      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 }, input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }}
                      value={f.valor}
                      onChange={(e) => {
                        const v = e.target.value;
                        setFaixas((atual) => atual.map((x) => (x.chave === f.chave ? { ...x, valor: v } : x)));
                        limpar(`faixas.${i}.valorCentavos`);
                      }}
                      error={Boolean(erro(`faixas.${i}.valorCentavos`))}
                      helperText={ajudaOuErro(`faixas.${i}.valorCentavos`, 'Por exemplo 985,00.')}
                    />
                  </Box>
                </Box>
              );
            })}
          </Stack>
          {errosFaixas ? (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {errosFaixas}
            </Typography>
          ) : null}
          <Button
            startIcon={<AddOutlined aria-hidden="true" />}
            onClick={() => setFaixas((atual) => [...atual, { chave: novaChave(), anosAte: '', valor: '' }])}
            disabled={enviando || faixas.length >= MAX_FAIXAS_ANUIDADE}
            sx={{ mt: 1 }}
          >
            Adicionar faixa
          </Button>
        </Box>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <CampoDataIso
            id="tabela-vencimento"
            name="vencimento"
            label="Vencimento da cota única"
            required
            valorInicial={vencimento}
            onChange={(v) => {
              setVencimento(v);
              limpar('vencimento');
            }}
            onBlur={() => undefined}
            inputRef={null}
            erro={erro('vencimento')}
            ajuda="Dia em que vence a anuidade paga de uma vez (dd/mm/aaaa)."
          />
          <TextField fullWidth
            id="tabela-parcelas"
            name="parcelasMaximo"
            label="Parcelas permitidas"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            value={parcelas}
            onChange={(e) => {
              setParcelas(e.target.value);
              limpar('parcelasMaximo');
            }}
            error={Boolean(erro('parcelasMaximo'))}
            helperText={ajudaOuErro('parcelasMaximo', `Em até quantas vezes a anuidade pode ser parcelada (1 a ${REGRAS_ANUIDADE.parcelasMaximo}).`)}
          />
          <TextField fullWidth
            id="tabela-desconto"
            name="descontoBp"
            label="Desconto por pagamento antecipado"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            value={desconto}
            onChange={(e) => {
              setDesconto(e.target.value);
              limpar('descontoBp');
            }}
            error={Boolean(erro('descontoBp'))}
            helperText={ajudaOuErro('descontoBp', `Na cota única, para quem está em dia (até ${REGRAS_ANUIDADE.descontoMaximoBp / 100}%).`)}
          />
          <CampoDataIso
            id="tabela-desconto-ate"
            name="descontoAte"
            label="Desconto até"
            required
            valorInicial={descontoAte}
            onChange={(v) => {
              setDescontoAte(v);
              limpar('descontoAte');
            }}
            onBlur={() => undefined}
            inputRef={null}
            erro={erro('descontoAte')}
            ajuda="Último dia do desconto, antes do vencimento (dd/mm/aaaa)."
          />
          <TextField fullWidth
            id="tabela-estagiario"
            name="valorEstagiarioCentavos"
            label="Valor do estagiário (opcional)"
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 }, input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }}
            value={estagiario}
            onChange={(e) => {
              setEstagiario(e.target.value);
              limpar('valorEstagiarioCentavos');
            }}
            error={Boolean(erro('valorEstagiarioCentavos'))}
            helperText={ajudaOuErro('valorEstagiarioCentavos', 'Em branco se a resolução não fixa valor para estagiários.')}
          />
        </Box>

        {recusa ? (
          <Alert severity="error" role="alert">
            {recusa}
          </Alert>
        ) : Object.keys(erros).length > 0 ? (
          <Alert severity="error" role="alert">
            Confira os campos destacados.
          </Alert>
        ) : null}

        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={enviando}
            aria-busy={enviando}
            startIcon={enviando ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {enviando ? 'Salvando…' : 'Salvar tabela'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The fields the form shows a message beside (the rest go in the alert). */
function CAMPOS_VISIVEIS(nFaixas: number): Record<string, true> {
  const campos: Record<string, true> = { exercicio: true, resolucao: true, vencimento: true, descontoBp: true, descontoAte: true, parcelasMaximo: true, valorEstagiarioCentavos: true };
  for (let i = 0; i < nFaixas; i++) {
    campos[`faixas.${i}.anosAte`] = true;
    campos[`faixas.${i}.valorCentavos`] = true;
    if (i > 0) campos[`faixas.${i}.anosDe`] = true;
  }
  return campos;
}
