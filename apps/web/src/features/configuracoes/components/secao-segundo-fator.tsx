import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfiguracaoSegundoFator, SegundoFatorStatus } from '@portal/contracts';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { CampoTexto } from '@/components/campo-texto';
import { CodigosRecuperacao } from '@/components/codigos-recuperacao';
import { ConfiguracaoTotp } from '@/components/configuracao-totp';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { formatarDataHora } from '@/lib/datas';
import { useAtivarSegundoFator } from '../api/ativar-segundo-fator';
import { useConfigurarSegundoFator } from '../api/configurar-segundo-fator';
import { useDesativarSegundoFator } from '../api/desativar-segundo-fator';
import { useSegundoFator } from '../api/get-segundo-fator';
import { useRegenerarCodigos } from '../api/regenerar-codigos';
import { Secao } from './secao';

type Modo = 'nada' | 'configurando' | 'regenerando' | 'desativando';

function Erro({ mensagem }: { mensagem: string | null }) {
  return mensagem ? (
    <Alert severity="error" role="alert">
      {mensagem}
    </Alert>
  ) : null;
}

function CampoCodigo({ id, onChange, aceitaRecuperacao = false }: { id: string; onChange: (v: string) => void; aceitaRecuperacao?: boolean }) {
  return (
    <CampoTexto
      id={id}
      label="Código de verificação"
      autoComplete="one-time-code"
      required
      onChange={(e) => onChange(e.target.value)}
      helperText={aceitaRecuperacao ? 'O código de 6 dígitos do aplicativo, ou um código de recuperação.' : 'O código de 6 dígitos do aplicativo.'}
      inputProps={aceitaRecuperacao ? { maxLength: 20, autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
    />
  );
}

/** The 400 the API answers for a wrong current password names the field: its message, or null. */
function erroDaSenhaAtual(falha: unknown): string | null {
  return camposDoErro(falha).senhaAtual ?? null;
}

/** The current password, asked again so that a signed-in session alone cannot change the second factor. */
function useSenhaAtual() {
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const recusar = (mensagem: string) => {
    setErro(mensagem);
    ref.current?.focus();
  };
  return { senha, setErro, recusar, props: { inputRef: ref, onChange: (v: string) => setSenha(v), erro } };
}

function CampoSenhaAtual({ id, onChange, erro, inputRef }: { id: string; onChange: (v: string) => void; erro: string | null; inputRef: Ref<HTMLInputElement> }) {
  return (
    <CampoTexto
      id={id}
      label="Senha atual"
      type="password"
      autoComplete="current-password"
      required
      inputRef={inputRef}
      error={Boolean(erro)}
      helperText={erro ?? 'Para confirmar que é você.'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Configurar({ configuracao, onAtivado, onCancelar }: { configuracao: ConfiguracaoSegundoFator; onAtivado: (c: string[]) => void; onCancelar: () => void }) {
  const ativar = useAtivarSegundoFator();
  const senha = useSenhaAtual();
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    senha.setErro(null);
    if (!senha.senha) return senha.recusar('Informe a senha atual.');
    if (!/^\d{6}$/.test(codigo.trim())) return setErro('Digite os 6 dígitos do aplicativo autenticador.');
    try {
      onAtivado(await ativar.mutateAsync({ codigo: codigo.trim(), senhaAtual: senha.senha }));
    } catch (falha) {
      const daSenha = erroDaSenhaAtual(falha);
      if (daSenha) senha.recusar(daSenha);
      else setErro(resumoDoErro(falha, ['senhaAtual']));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Configurar a verificação em duas etapas" sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        <ConfiguracaoTotp configuracao={configuracao} />
        <Erro mensagem={erro} />
        <CampoSenhaAtual id="ativar-senha" {...senha.props} />
        <CampoCodigo id="ativar-codigo" onChange={setCodigo} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={ativar.isPending}>
            Ativar
          </Button>
          <Button onClick={onCancelar}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Regenerar({ onGerados, onCancelar }: { onGerados: (c: string[]) => void; onCancelar: () => void }) {
  const regenerar = useRegenerarCodigos();
  const senha = useSenhaAtual();
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    senha.setErro(null);
    if (!senha.senha) return senha.recusar('Informe a senha atual.');
    if (!codigo.trim()) return setErro('Informe o código de verificação.');
    try {
      onGerados(await regenerar.mutateAsync({ codigo: codigo.trim(), senhaAtual: senha.senha }));
    } catch (falha) {
      const daSenha = erroDaSenhaAtual(falha);
      if (daSenha) senha.recusar(daSenha);
      else setErro(resumoDoErro(falha, ['senhaAtual']));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Gerar novos códigos de recuperação" sx={{ maxWidth: 420 }}>
      <Stack spacing={2}>
        <Typography variant="body2">Os códigos atuais deixam de valer. Confirme com sua senha e um código de verificação.</Typography>
        <Erro mensagem={erro} />
        <CampoSenhaAtual id="regenerar-senha" {...senha.props} />
        <CampoCodigo id="regenerar-codigo" onChange={setCodigo} aceitaRecuperacao />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={regenerar.isPending}>
            Gerar novos códigos
          </Button>
          <Button onClick={onCancelar}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Desativar({ onDesativado, onCancelar }: { onDesativado: () => void; onCancelar: () => void }) {
  const desativar = useDesativarSegundoFator();
  const [senha, setSenha] = useState('');
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    if (!senha || !codigo.trim()) return setErro('Informe sua senha e um código de verificação.');
    try {
      await desativar.mutateAsync({ senha, codigo: codigo.trim() });
      onDesativado();
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Desativar a verificação em duas etapas" sx={{ maxWidth: 420 }}>
      <Stack spacing={2}>
        <Erro mensagem={erro} />
        <CampoTexto id="desativar-senha" label="Senha" type="password" autoComplete="current-password" required onChange={(e) => setSenha(e.target.value)} />
        <CampoCodigo id="desativar-codigo" onChange={setCodigo} aceitaRecuperacao />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" color="error" disabled={desativar.isPending}>
            Desativar
          </Button>
          <Button onClick={onCancelar}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Situacao({ status }: { status: SegundoFatorStatus }) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={status.ativo ? 'Ativada' : 'Desativada'} color={status.ativo ? 'success' : 'default'} data-testid="segundo-fator-situacao" />
        {status.obrigatorio ? <Chip variant="outlined" label="Obrigatória para a área restrita" /> : null}
      </Stack>
      {status.ativo ? (
        <Typography variant="body2" color="textSecondary">
          {status.ativadoEm ? `Ativada em ${formatarDataHora(status.ativadoEm)}. ` : ''}
          Códigos de recuperação restantes: {status.codigosRestantes}.
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Second factor: status, set-up (QR + key + code), new recovery codes, and turning it off when allowed. */
export function SecaoSegundoFator() {
  const consulta = useSegundoFator();
  const configurar = useConfigurarSegundoFator();
  const [modo, setModo] = useState<Modo>('nada');
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  const comecar = async () => {
    setErro(null);
    setAviso(null);
    try {
      await configurar.mutateAsync();
      setModo('configurando');
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };
  const voltar = () => {
    setModo('nada');
    setErro(null);
  };

  let conteudo;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando…" />;
  else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (codigos) {
    conteudo = (
      <Stack spacing={2}>
        <CodigosRecuperacao codigos={codigos} />
        <Box>
          <Button variant="contained" onClick={() => setCodigos(null)}>
            Já guardei os códigos
          </Button>
        </Box>
      </Stack>
    );
  } else {
    const status = consulta.data;
    conteudo = (
      <>
        <Situacao status={status} />
        <Stack spacing={2}>
          <Erro mensagem={erro} />
          {aviso ? (
            <Alert severity="success" role="status">
              {aviso}
            </Alert>
          ) : null}
          {modo === 'configurando' && configurar.data ? (
            <Configurar
              configuracao={configurar.data}
              onCancelar={voltar}
              onAtivado={(c) => {
                setModo('nada');
                setCodigos(c);
              }}
            />
          ) : modo === 'regenerando' ? (
            <Regenerar
              onCancelar={voltar}
              onGerados={(c) => {
                setModo('nada');
                setCodigos(c);
              }}
            />
          ) : modo === 'desativando' ? (
            <Desativar
              onCancelar={voltar}
              onDesativado={() => {
                setModo('nada');
                setAviso('Verificação em duas etapas desativada.');
              }}
            />
          ) : status.ativo ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
              <Button variant="outlined" onClick={() => setModo('regenerando')}>
                Gerar novos códigos de recuperação
              </Button>
              {status.obrigatorio ? null : (
                <Button variant="outlined" color="error" onClick={() => setModo('desativando')}>
                  Desativar
                </Button>
              )}
            </Stack>
          ) : (
            <Box>
              <Button variant="contained" onClick={() => void comecar()} disabled={configurar.isPending} aria-busy={configurar.isPending}>
                Configurar
              </Button>
            </Box>
          )}
          {status.obrigatorio && status.ativo && modo === 'nada' ? (
            <Typography variant="body2" color="textSecondary">
              Quem acessa a área restrita não pode desativar a verificação em duas etapas.
            </Typography>
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <Secao
      id="segundo-fator"
      titulo="Verificação em duas etapas"
      descricao="Além da senha, um código de 6 dígitos do aplicativo autenticador do seu celular. Entrar com certificado digital dispensa o código."
    >
      {conteudo}
    </Secao>
  );
}
