import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type AnoTabelaAnuidade, type ListaTabelasAnuidade, type TabelaAnuidade } from '@portal/contracts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useTabelasAnuidade } from '../api/listar-tabelas-anuidade';
import { AvisosTabelaAnuidade } from './avisos-tabela-anuidade';
import { FormularioTabelaAnuidade, type ValoresIniciaisTabela } from './formulario-tabela-anuidade';
import { Linha } from '@/components/linha-descricao';

const percentual = (bp: number) => `${String(bp / 100).replace('.', ',')}%`;

/** One version of a year's table: its terms, its bands, who entered it and when. */
function DetalhesTabela({ tabela }: { tabela: TabelaAnuidade }) {
  return (
    <>
      <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
        <Linha rotulo="Resolução">{tabela.resolucao}</Linha>
        <Linha rotulo="Vencimento">{formatarDataBr(tabela.vencimento)}</Linha>
        <Linha rotulo="Desconto">{tabela.descontoBp > 0 ? `${percentual(tabela.descontoBp)} até ${formatarDataBr(tabela.descontoAte)}` : 'Sem desconto'}</Linha>
        <Linha rotulo="Parcelas">{tabela.parcelasMaximo > 1 ? `Até ${tabela.parcelasMaximo} vezes` : 'Só cota única'}</Linha>
        <Linha rotulo="Estagiário">{tabela.valorEstagiarioCentavos === null ? 'Não fixado' : formatarCentavos(tabela.valorEstagiarioCentavos)}</Linha>
        <Linha rotulo="Cadastrada">
          {`${formatarDataHora(tabela.criadaEm)}${tabela.criadaPor ? ` por ${tabela.criadaPor}` : ' (valores trazidos na instalação)'} · versão ${tabela.versao}`}
        </Linha>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Faixas da anuidade ${tabela.exercicio}, versão ${tabela.versao}`}>
          <TableHead>
            <TableRow>
              <TableCell>Tempo de inscrição</TableCell>
              <TableCell align="right">Valor</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tabela.faixas.map((f) => (
              <TableRow key={f.anosDe}>
                <TableCell>{f.descricao}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatarCentavos(f.valorCentavos)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

/** A year: its table in force, whether it was billed, the earlier versions, and a way to enter a new version. */
function CartaoAno({ ano, aoNovaVersao }: { ano: AnoTabelaAnuidade; aoNovaVersao: (ano: AnoTabelaAnuidade) => void }) {
  const idTitulo = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={idTitulo} data-testid="ano-tabela-anuidade">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={idTitulo} variant="h3" sx={{ fontSize: '1.15rem' }}>
            Anuidade {ano.exercicio}
          </Typography>
          <Chip
            size="small"
            color={ano.lancada ? 'success' : 'info'}
            variant={ano.lancada ? 'filled' : 'outlined'}
            label={ano.lancada ? 'Já lançada' : 'Ainda não lançada'}
          />
        </Stack>
        <DetalhesTabela tabela={ano.vigente} />
        {ano.anteriores.length > 0 ? (
          <Box component="details" sx={{ mt: 1.5, '& > summary': { cursor: 'pointer', typography: 'body2', color: 'primary.main', py: 0.5 } }}>
            <summary>{ano.anteriores.length === 1 ? 'Ver 1 versão anterior' : `Ver ${ano.anteriores.length} versões anteriores`}</summary>
            <Stack spacing={2} sx={{ mt: 1 }}>
              {ano.anteriores.map((v) => (
                <Box key={v.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                  <DetalhesTabela tabela={v} />
                </Box>
              ))}
            </Stack>
          </Box>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" size="small" onClick={() => aoNovaVersao(ano)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {ano.lancada ? `Nova resolução para ${ano.exercicio}` : `Corrigir a tabela de ${ano.exercicio}`}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** What the form starts from: next year's, from the newest table before it. */
function iniciaisDe(lista: ListaTabelasAnuidade): ValoresIniciaisTabela {
  const base = lista.anos.find((a) => a.exercicio < lista.proximoExercicio) ?? lista.anos[0];
  return { exercicio: lista.proximoExercicio, base: base?.vigente ?? null };
}

/**
 * /area-restrita/financeiro/anuidade: the yearly anuidade table (ADR 045). The years with the table in force and
 * its earlier versions, the warning when a year has no table (the daily job bills nothing for it), and the form to
 * enter next year's table — prefilled from the last one — or a new resolution for a year.
 */
export function TabelaAnuidadeStaffPage() {
  const idFormulario = useId();
  const idAnos = useId();
  const consulta = useTabelasAnuidade();
  const [escolha, setEscolha] = useState<{ iniciais: ValoresIniciaisTabela; titulo: string } | null>(null);
  // A new key remounts the form with new initial values (after saving, or when a year's "new version" is chosen).
  const [rodada, setRodada] = useState(0);
  const [aviso, setAviso] = useState<string | null>(null);
  const secaoFormulario = useRef<HTMLElement>(null);

  let anos: ReactNode;
  let formulario: ReactNode;
  if (consulta.isPending) {
    anos = <LoadingState mensagem="Carregando as tabelas…" />;
    formulario = <LoadingState mensagem="Carregando…" />;
  } else if (consulta.isError) {
    anos = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
    formulario = null;
  } else {
    const lista = consulta.data;
    const iniciais = escolha?.iniciais ?? iniciaisDe(lista);
    formulario = (
      <FormularioTabelaAnuidade
        key={rodada}
        iniciais={iniciais}
        aoCadastrar={(t) => {
          setAviso(`Tabela da anuidade ${t.exercicio} salva (versão ${t.versao}, ${t.resolucao}).`);
          setEscolha(null);
          setRodada((r) => r + 1);
        }}
      />
    );
    anos =
      lista.anos.length === 0 ? (
        <EmptyState mensagem="Nenhuma tabela cadastrada ainda. Cadastre a do exercício atual acima: sem ela, a anuidade não é lançada." />
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Tabelas por exercício" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lista.anos.map((a) => (
            <CartaoAno
              key={a.exercicio}
              ano={a}
              aoNovaVersao={(ano) => {
                setAviso(null);
                setEscolha({
                  iniciais: { exercicio: ano.exercicio, base: ano.vigente },
                  titulo: ano.lancada ? `Nova resolução para ${ano.exercicio}` : `Corrigir a tabela de ${ano.exercicio}`,
                });
                setRodada((r) => r + 1);
                const secao = secaoFormulario.current;
                if (secao && typeof secao.scrollIntoView === 'function') secao.scrollIntoView({ behavior: 'smooth', block: 'start' });
                secao?.focus();
              }}
            />
          ))}
        </Stack>
      );
  }

  const lancadaEscolhida = escolha && consulta.data?.anos.find((a) => a.exercicio === escolha.iniciais.exercicio)?.lancada;

  return (
    <PaginaStaff
      titulo="Tabela da anuidade"
      descricao="Os valores de cada exercício, como a resolução do Conselho Seccional os fixa. Sem a tabela de um ano, a anuidade desse ano não é lançada."
      voltar={{ para: paths.financeiroStaff, destino: 'o financeiro' }}
    >
      {consulta.data ? <AvisosTabelaAnuidade avisos={consulta.data.avisos} comLink={false} /> : null}

      <Paper
        ref={secaoFormulario}
        tabIndex={-1}
        variant="outlined"
        component="section"
        aria-labelledby={idFormulario}
        sx={{ p: { xs: 2, sm: 3 }, mb: 3, '&:focus': { outline: 'none' } }}
      >
        <Typography id={idFormulario} variant="h2" sx={{ mb: 1 }}>
          {escolha?.titulo ?? 'Cadastrar tabela'}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {lancadaEscolhida
            ? 'Esta anuidade já foi lançada: os títulos emitidos mantêm os valores com que saíram. Informe o número da nova resolução; os novos valores valem para os títulos lançados daqui em diante.'
            : 'Preenchido com a última tabela. Salvar cria uma nova versão; as anteriores ficam no histórico.'}
        </Typography>
        {aviso ? (
          <Alert severity="success" role="status" onClose={() => setAviso(null)} sx={{ mb: 2 }}>
            {aviso}
          </Alert>
        ) : null}
        {escolha ? (
          <Button
            size="small"
            onClick={() => {
              setEscolha(null);
              setRodada((r) => r + 1);
            }}
            sx={{ mb: 1.5 }}
          >
            Voltar ao cadastro do próximo exercício
          </Button>
        ) : null}
        {formulario}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby={idAnos} aria-busy={consulta.isFetching} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={idAnos} variant="h2" sx={{ mb: 1.5 }}>
          Tabelas por exercício
        </Typography>
        {anos}
      </Paper>
    </PaginaStaff>
  );
}
