import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { hojeSaoPaulo, type ClasseProcesso, type OrgaoProcesso } from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefProcessoStaff, paths } from '@/config/paths';
import { useRegistrarProcesso } from '../api/registrar-processo-staff';
import { OPCOES_CLASSE, OPCOES_ORGAO } from './staff-rotulos';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

/** A native select as a TextField (the phone's own picker; fine by keyboard). */
export function SelecaoStaff({ id, rotulo, valor, onMudar, opcoes, erro }: { id: string; rotulo: string; valor: string; onMudar: (v: string) => void; opcoes: readonly { valor: string; rotulo: string }[]; erro?: string }) {
  return (
    <TextField id={id} label={rotulo} select value={valor} onChange={(e) => onMudar(e.target.value)} error={!!erro} helperText={erro} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} fullWidth size="small">
      {opcoes.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.rotulo}
        </option>
      ))}
    </TextField>
  );
}

/** /area-restrita/processos/novo: registers a process; the number comes from the API; then opens its staff view. */
export function StaffNovoProcessoPage() {
  const navegar = useNavigate();
  const registrar = useRegistrarProcesso();
  // `sigiloso` is the user's own choice (unticked until they tick it); an ético-disciplinar process is confidential
  // whatever it is, so the box shows ticked and locked for that class and returns to the choice when the class changes.
  const [d, setD] = useState({ classe: 'etico-disciplinar' as ClasseProcesso, assunto: '', orgao: 'camara-1' as OrgaoProcesso, relatorCpf: '', fase: 'Instrução', sigiloso: false, autuadoEm: hojeSaoPaulo() });
  const campos = registrar.isError ? camposDoErro(registrar.error) : {};
  const mudar = <K extends keyof typeof d>(k: K, v: (typeof d)[K]) => setD((x) => ({ ...x, [k]: v }));
  const eticoDisciplinar = d.classe === 'etico-disciplinar';
  const sigiloso = eticoDisciplinar || d.sigiloso;
  return (
    <PaginaStaff
      titulo="Novo processo"
      descricao="Autue um processo: o número (AAAA.NNNNNN) é gerado ao salvar. Partes, movimentos e documentos entram na página do processo."
      voltar={{ para: paths.processosStaff, destino: 'os processos' }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          registrar.mutate({ ...d, sigiloso, relatorCpf: d.relatorCpf.trim() || null }, { onSuccess: (p) => void navegar(hrefProcessoStaff(p.id)) });
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {registrar.isError ? (
          <Alert severity="error" role="alert">
            {resumoDoErro(registrar.error, ['classe', 'assunto', 'orgao', 'relatorCpf', 'fase', 'autuadoEm', 'sigiloso'])}
          </Alert>
        ) : null}
        <SelecaoStaff id="novo-classe" rotulo="Classe" valor={d.classe} onMudar={(v) => mudar('classe', v as ClasseProcesso)} opcoes={OPCOES_CLASSE} erro={campos.classe} />
        <TextField id="novo-assunto" label="Assunto" required value={d.assunto} onChange={(e) => mudar('assunto', e.target.value)} error={!!campos.assunto} helperText={campos.assunto} size="small" />
        <SelecaoStaff id="novo-orgao" rotulo="Órgão" valor={d.orgao} onMudar={(v) => mudar('orgao', v as OrgaoProcesso)} opcoes={OPCOES_ORGAO} erro={campos.orgao} />
        <TextField id="novo-relator" label="CPF do relator (opcional)" value={d.relatorCpf} onChange={(e) => mudar('relatorCpf', e.target.value)} error={!!campos.relatorCpf} helperText={campos.relatorCpf} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextField id="novo-fase" label="Fase" required value={d.fase} onChange={(e) => mudar('fase', e.target.value)} error={!!campos.fase} helperText={campos.fase} size="small" />
        <TextField id="novo-autuacao" label="Data de autuação" type="date" required value={d.autuadoEm} onChange={(e) => mudar('autuadoEm', e.target.value)} error={!!campos.autuadoEm} helperText={campos.autuadoEm} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <Box>
          <FormControlLabel
            control={<Checkbox checked={sigiloso} disabled={eticoDisciplinar} onChange={(e) => mudar('sigiloso', e.target.checked)} slotProps={{ input: { 'aria-describedby': campos.sigiloso || eticoDisciplinar ? 'novo-sigiloso-ajuda' : undefined } }} />}
            label="Processo sigiloso (só as partes, seus advogados e a equipe o veem)"
          />
          {campos.sigiloso || eticoDisciplinar ? (
            <FormHelperText id="novo-sigiloso-ajuda" error={!!campos.sigiloso}>
              {campos.sigiloso ?? 'Processo ético-disciplinar é sempre sigiloso até a decisão final.'}
            </FormHelperText>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={registrar.isPending}>
            {registrar.isPending ? 'Salvando…' : 'Autuar processo'}
          </Button>
          <Button component={RouterLink} to={paths.processosStaff}>
            Cancelar
          </Button>
        </Box>
      </Box>
    </PaginaStaff>
  );
}
