import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MODALIDADES_SESSAO, ORGAOS_PROCESSO, ROTULO_MODALIDADE_SESSAO, ROTULO_ORGAO_PROCESSO, type ModalidadeSessao, type OrgaoProcesso } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefSessaoStaff, paths } from '@/config/paths';
import { useCriarSessao } from '../api/criar-sessao';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

/** /area-restrita/sessoes/novaSessao: órgão, date and time (São Paulo), modalidade, place and/or link. */
export function NovaSessaoPage() {
  const navigate = useNavigate();
  const criar = useCriarSessao();
  const [orgao, setOrgao] = useState<OrgaoProcesso>('camara-1');
  const [data, setData] = useState('');
  const [hora, setHora] = useState('14:00');
  const [modalidade, setModalidade] = useState<ModalidadeSessao>('presencial');
  const [local, setLocal] = useState('');
  const [link, setLink] = useState('');
  const [observacoes, setObservacoes] = useState('');
  const campos = criar.isError ? camposDoErro(criar.error) : {};

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    // São Paulo has kept -03:00 all year since 2019.
    const inicio = data && hora ? `${data}T${hora}:00-03:00` : '';
    criar.mutate({ orgao, inicio, modalidade, local, link, observacoes }, { onSuccess: (s) => void navigate(hrefSessaoStaff(s.id)) });
  };

  return (
    <PaginaStaff titulo="Nova sessão" descricao="Marque uma sessão de julgamento; depois inclua os processos na pauta." voltar={{ para: paths.sessoesStaff, destino: 'as sessões' }}>
      <Stack component="form" spacing={2} onSubmit={enviar} noValidate aria-label="Nova sessão">
        {criar.isError && <Alert severity="error">{resumoDoErro(criar.error, ['inicio', ...(modalidade !== 'virtual' ? ['local'] : []), ...(modalidade !== 'presencial' ? ['link'] : [])])}</Alert>}
        <TextField select label="Órgão" value={orgao} onChange={(e) => setOrgao(e.target.value as OrgaoProcesso)} required>
          {ORGAOS_PROCESSO.map((o) => (
            <MenuItem key={o} value={o}>
              {ROTULO_ORGAO_PROCESSO[o]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField type="date" label="Data" value={data} onChange={(e) => setData(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} error={!!campos.inicio} helperText={campos.inicio ?? 'Horário de Brasília.'} />
          <TextField type="time" label="Hora" value={hora} onChange={(e) => setHora(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
        <TextField select label="Modalidade" value={modalidade} onChange={(e) => setModalidade(e.target.value as ModalidadeSessao)} required>
          {MODALIDADES_SESSAO.map((m) => (
            <MenuItem key={m} value={m}>
              {ROTULO_MODALIDADE_SESSAO[m]}
            </MenuItem>
          ))}
        </TextField>
        {modalidade !== 'virtual' && <TextField label="Local" value={local} onChange={(e) => setLocal(e.target.value)} required error={!!campos.local} helperText={campos.local} />}
        {modalidade !== 'presencial' && (
          <TextField label="Link da sessão" type="url" value={link} onChange={(e) => setLink(e.target.value)} required error={!!campos.link} helperText={campos.link ?? 'Começando com https://'} />
        )}
        <TextField label="Observações" value={observacoes} onChange={(e) => setObservacoes(e.target.value)} multiline minRows={2} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={criar.isPending}>
            Criar sessão
          </Button>
          <Button onClick={() => void navigate(-1)}>Voltar</Button>
        </Stack>
      </Stack>
    </PaginaStaff>
  );
}
