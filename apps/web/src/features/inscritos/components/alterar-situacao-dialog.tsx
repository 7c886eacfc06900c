import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EFEITOS_DA_SITUACAO,
  formatarDataBr,
  hojeSaoPaulo,
  MAX_MOTIVO_SITUACAO,
  MIN_MOTIVO_SITUACAO,
  ROTULO_SITUACAO,
  SITUACOES_INSCRICAO,
  type AlterarSituacaoResponse,
  type InscricaoResumoStaff,
  type SituacaoInscricao,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { useAlterarSituacao } from '../api/alterar-situacao';

type Erros = Partial<Record<'situacao' | 'data' | 'motivo', string>>;

/** Checks on this side what the server checks too: a new situação, a date not in the future nor before the inscrição, a reason. */
function validar(inscricao: InscricaoResumoStaff, situacao: SituacaoInscricao | '', data: string, motivo: string, hoje: string): Erros {
  const erros: Erros = {};
  if (situacao === '') erros.situacao = 'Escolha a nova situação.';
  else if (situacao === inscricao.situacao) erros.situacao = `A inscrição já está na situação ${ROTULO_SITUACAO[situacao].toLowerCase()}: escolha outra.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) erros.data = 'Informe a data a partir da qual a situação vale.';
  else if (data > hoje) erros.data = 'A data não pode estar no futuro.';
  else if (data < inscricao.dataInscricao) erros.data = `A data não pode ser anterior à inscrição (${formatarDataBr(inscricao.dataInscricao)}).`;
  if (motivo.trim().length < MIN_MOTIVO_SITUACAO) erros.motivo = `Informe o motivo da alteração (pelo menos ${MIN_MOTIVO_SITUACAO} caracteres).`;
  return erros;
}

/** "Alterar situação": the new situação (with its effects in the portal), the date it holds from and the reason; then a confirmation. */
export function AlterarSituacaoDialog({
  inscricao,
  nome,
  aoFechar,
  aoSalvar,
}: {
  inscricao: InscricaoResumoStaff;
  nome: string;
  aoFechar: () => void;
  aoSalvar: (r: AlterarSituacaoResponse) => void;
}) {
  const hoje = hojeSaoPaulo();
  const [situacao, setSituacao] = useState<SituacaoInscricao | ''>('');
  const [data, setData] = useState(hoje);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [confirmando, setConfirmando] = useState(false);
  const alterar = useAlterarSituacao();
  const doServidor = alterar.isError ? camposDoErro(alterar.error) : {};
  const idTitulo = `alterar-situacao-${inscricao.id}`;

  const fechar = () => {
    if (alterar.isPending) return;
    aoFechar();
  };

  const revisar = (e: FormEvent) => {
    e.preventDefault();
    const novos = validar(inscricao, situacao, data, motivo, hoje);
    setErros(novos);
    if (Object.keys(novos).length > 0) {
      const primeiro = (['situacao', 'data', 'motivo'] as const).find((c) => novos[c]);
      if (primeiro) document.getElementById(`situacao-${primeiro}`)?.focus();
      return;
    }
    alterar.reset();
    setConfirmando(true);
  };

  const confirmar = () => {
    if (situacao === '') return;
    alterar.mutate(
      { inscricaoId: inscricao.id, corpo: { situacao, data, motivo: motivo.trim() } },
      {
        onSuccess: aoSalvar,
        onError: () => setConfirmando(false),
      },
    );
  };

  return (
    <Dialog open onClose={fechar} aria-labelledby={idTitulo} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>Alterar situação da inscrição {inscricao.inscricao}</DialogTitle>
      {confirmando && situacao !== '' ? (
        <>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              Confirma a alteração da inscrição <strong>{inscricao.inscricao}</strong> de {nome} de <strong>{ROTULO_SITUACAO[inscricao.situacao]}</strong> para{' '}
              <strong>{ROTULO_SITUACAO[situacao]}</strong>, a partir de {formatarDataBr(data)}?
            </Typography>
            <Alert severity="info" sx={{ mb: 1 }}>
              {EFEITOS_DA_SITUACAO[situacao]} Vale a partir da próxima ação da pessoa no portal.
            </Alert>
            <Typography variant="body2" color="textSecondary">
              Motivo: {motivo.trim()}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setConfirmando(false)} disabled={alterar.isPending}>
              Voltar
            </Button>
            <Button variant="contained" onClick={confirmar} disabled={alterar.isPending}>
              {alterar.isPending ? 'Salvando…' : 'Confirmar alteração'}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={revisar}>
          <DialogContent>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {nome} · situação atual: {ROTULO_SITUACAO[inscricao.situacao]}. A alteração fica na auditoria e no histórico da pessoa.
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                id="situacao-situacao"
                label="Nova situação"
                value={situacao}
                onChange={(e) => {
                  setSituacao(e.target.value as SituacaoInscricao);
                  setErros((atuais) => ({ ...atuais, situacao: undefined }));
                }}
                error={Boolean(erros.situacao ?? doServidor.situacao)}
                helperText={erros.situacao ?? doServidor.situacao ?? (situacao ? EFEITOS_DA_SITUACAO[situacao] : 'O que cada situação permite aparece ao escolher.')}
                required
                fullWidth
              >
                {SITUACOES_INSCRICAO.filter((s) => s !== inscricao.situacao).map((s) => (
                  <MenuItem key={s} value={s}>
                    {ROTULO_SITUACAO[s]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="situacao-data"
                type="date"
                label="Vale a partir de"
                value={data}
                onChange={(e) => {
                  setData(e.target.value);
                  setErros((atuais) => ({ ...atuais, data: undefined }));
                }}
                error={Boolean(erros.data ?? doServidor.data)}
                helperText={erros.data ?? doServidor.data ?? 'Hoje ou antes: a data da decisão ou do fato.'}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoje, min: inscricao.dataInscricao } }}
              />
              <TextField
                id="situacao-motivo"
                label="Motivo"
                value={motivo}
                onChange={(e) => {
                  setMotivo(e.target.value);
                  setErros((atuais) => ({ ...atuais, motivo: undefined }));
                }}
                error={Boolean(erros.motivo ?? doServidor.motivo)}
                helperText={erros.motivo ?? doServidor.motivo ?? 'Ex.: decisão do Conselho Seccional, pedido de licença, certidão de óbito.'}
                multiline
                minRows={2}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: MAX_MOTIVO_SITUACAO } }}
              />
            </Stack>
            {alterar.isError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {statusDoErro(alterar.error) === 403 ? 'Você não tem permissão para alterar o cadastro de inscritos.' : mensagemDeErro(alterar.error)}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={fechar}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Revisar alteração
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
