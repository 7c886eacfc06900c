import Visibility from '@mui/icons-material/Visibility?leve';
import VisibilityOff from '@mui/icons-material/VisibilityOff?leve';
import { temAlgumaPermissao, type CodigoErro, type DesafioLogin, type LoginBody, type LoginResponse } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { AvisoLeve } from '@/components/aviso-leve';
import { CampoLeve } from '@/components/campo-leve';
import { garantirEstiloLeve } from '@/components/estilo-leve';
import { Giro } from '@/components/giro';
import { LoadingState } from '@/components/loading-state';
import { PortalLogo } from '@/components/portal-logo';
import { paths } from '@/config/paths';
import { mensagemDoServidor } from '@/lib/api-client';
import { estaLogado, salvarSessao } from '@/lib/auth-storage';
import { useLoginColaborador } from '../api/login-colaborador';
import { EntrarComCertificado, ErroCertificado } from './entrar-com-certificado';
import { useLoginUsuario } from '../api/login';
import { mensagemFalhaLoginColaborador, mensagemFalhaLoginUsuario } from '../api/login-erros';
import { validarLogin } from '../validar-login';
import { SeletorModoLogin, type ModoLogin } from './seletor-modo-login';

garantirEstiloLeve();

/** The code step (second factor) loads only when a login asks for it: most logins never do (ADR 028). */
const SegundaEtapaLogin = lazy(() => import('./segunda-etapa-login').then((m) => ({ default: m.SegundaEtapaLogin })));

const ROTULO_IDENTIFICADOR: Record<ModoLogin, string> = {
  usuario: 'CPF ou inscrição',
  colaborador: 'CPF',
};

/**
 * Said after every failed login in the 'Usuário' mode, whatever the cause: the server answers a collaborator's
 * CPF there as it answers a wrong password (ADR 002), so the same line for everyone reveals nothing.
 */
const DICA_MODO_COLABORADOR = "Se você é colaborador ou servidor, entre pelo modo 'Colaborador'.";

/** /login: mode 'Usuário' for lawyers, 'Colaborador' for collaborators and staff. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const loginUsuario = useLoginUsuario();
  const loginColaborador = useLoginColaborador();
  const [modo, setModo] = useState<ModoLogin>('usuario');
  const [mostrarSenha, setMostrarSenha] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const idDescricaoModos = useId();
  // A message handed over by whatever sent the visitor here: a success (a password reset) or a warning (the
  // session ended on the server).
  const { sucesso, aviso } = (useLocation().state as { sucesso?: unknown; aviso?: unknown } | null) ?? {};
  // A logged-in visitor goes on to /home; after a login, to the place of their role.
  const [destino, setDestino] = useState<string | null>(() => (estaLogado() ? paths.home : null));
  const [desafio, setDesafio] = useState<DesafioLogin | null>(null);

  // The form, checked by hand (ADR 028: no form library on the first page): on submit, then on every change after a
  // first submit; the first field in error gets the focus.
  const campoUsuario = useRef<HTMLInputElement>(null);
  const campoSenha = useRef<HTMLInputElement>(null);
  const [errosCampos, setErrosCampos] = useState<Partial<Record<keyof LoginBody, string>>>({});
  const [enviado, setEnviado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const validar = () => validarLogin({ username: campoUsuario.current?.value ?? '', password: campoSenha.current?.value ?? '' });
  const revalidar = () => {
    if (!enviado) return;
    const r = validar();
    setErrosCampos('erros' in r ? r.erros : {});
  };

  if (destino) return <Navigate to={destino} replace />;

  const concluir = (resposta: LoginResponse) => {
    salvarSessao(resposta);
    queryClient.clear();
    setDestino(temAlgumaPermissao(resposta.permissoes, ['CLI_PermissaoAreaRestrita']) ? paths.areaRestrita : paths.home);
  };

  const entrar = async (dados: LoginBody) => {
    setErro(null);
    try {
      const resposta = modo === 'usuario' ? await loginUsuario.mutateAsync(dados) : await loginColaborador.mutateAsync(dados);
      // Second factor on (or to be set up): the code step comes before the session.
      if ('desafio' in resposta) setDesafio(resposta);
      else concluir(resposta);
    } catch (falha) {
      // An unconfirmed e-mail and an account closed by the registry (falecido) are told as the server says, in both
      // modes (only after the password matched).
      const codigo = (falha as { response?: { data?: { codigo?: unknown } } } | null)?.response?.data?.codigo;
      const naoConfirmado = codigo === ('EMAIL_NAO_CONFIRMADO' satisfies CodigoErro);
      const encerrada = codigo === ('CONTA_ENCERRADA' satisfies CodigoErro);
      setErro(
        encerrada
          ? (mensagemDoServidor(falha) ?? 'Esta conta foi encerrada.')
          : naoConfirmado
          ? (mensagemDoServidor(falha) ?? 'Confirme seu e-mail antes de entrar.')
          : modo === 'usuario'
            ? mensagemFalhaLoginUsuario(falha)
            : mensagemFalhaLoginColaborador(falha),
      );
    }
  };

  const enviar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (enviando) return;
    setEnviado(true);
    const r = validar();
    if ('erros' in r) {
      setErrosCampos(r.erros);
      (r.erros.username ? campoUsuario : campoSenha).current?.focus();
      return;
    }
    setErrosCampos({});
    setEnviando(true);
    try {
      await entrar(r.body);
    } finally {
      setEnviando(false);
    }
  };

  const trocarModo = (novo: ModoLogin) => {
    if (novo === modo) return;
    setModo(novo);
    setErro(null);
  };
  const dica = erro !== null && modo === 'usuario' ? DICA_MODO_COLABORADOR : null;

  // Plain elements and CSS (components/estilo-leve.ts): the first page of most visits paints without MUI's runtime
  // styles (ADR 032). The code step, loaded on demand, still uses MUI.
  return (
    <div className="pl-pagina">
      <div className="pl-cartao">
        <div className="pl-cabecalho">
          <PortalLogo tamanho={56} />
          <h1 className="pl-h1">Portal unificado</h1>
          <p className="pl-secundario">Entre com seus dados de acesso.</p>
        </div>

        {desafio ? (
          <Suspense fallback={<LoadingState />}>
            <SegundaEtapaLogin desafio={desafio} onConcluir={concluir} onVoltar={() => setDesafio(null)} />
          </Suspense>
        ) : (
          <>
            <SeletorModoLogin modo={modo} onChange={trocarModo} idDescricao={idDescricaoModos} />
            <p id={idDescricaoModos} className="pl-texto2 pl-secundario pl-descricao-modos">
              Advogados entram pelo modo &lsquo;Usuário&rsquo;. Colaboradores e servidores, pelo modo
              &lsquo;Colaborador&rsquo;.
            </p>

            <ErroCertificado />
            <form noValidate onSubmit={(evento) => void enviar(evento)} aria-label="Entrar no portal">
              {/* Flex gaps, so the hint's empty live region (taken out of the flow) adds no space. */}
              <div className="pl-pilha">
                {erro ? (
                  <AvisoLeve tipo="erro" data-testid="login-erro">
                    {erro}
                  </AvisoLeve>
                ) : typeof sucesso === 'string' ? (
                  <AvisoLeve tipo="sucesso" data-testid="login-sucesso">
                    {sucesso}
                  </AvisoLeve>
                ) : typeof aviso === 'string' ? (
                  <AvisoLeve tipo="erro" data-testid="login-aviso">
                    {aviso}
                  </AvisoLeve>
                ) : null}
                <p aria-live="polite" data-testid="login-dica-colaborador" className={dica ? 'pl-texto2 pl-dica' : 'pl-oculto'}>
                  {dica}
                </p>
                <CampoLeve
                  name="username"
                  inputRef={campoUsuario}
                  onChange={revalidar}
                  id="login-username"
                  label={ROTULO_IDENTIFICADOR[modo]}
                  autoComplete="username"
                  required
                  error={Boolean(errosCampos.username)}
                  helperText={errosCampos.username}
                  inputProps={{ 'data-testid': 'login-username', autoCapitalize: 'none', spellCheck: false }}
                />
                <CampoLeve
                  name="password"
                  inputRef={campoSenha}
                  onChange={revalidar}
                  id="login-password"
                  label="Senha"
                  type={mostrarSenha ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  error={Boolean(errosCampos.password)}
                  helperText={errosCampos.password}
                  inputProps={{ 'data-testid': 'login-password' }}
                  botao={
                    <button
                      type="button"
                      className="pl-olho"
                      aria-label={mostrarSenha ? 'Ocultar senha' : 'Mostrar senha'}
                      aria-pressed={mostrarSenha}
                      onClick={() => setMostrarSenha((atual) => !atual)}
                      onMouseDown={(evento) => evento.preventDefault()}
                      data-testid="login-toggle-password"
                    >
                      {mostrarSenha ? <VisibilityOff /> : <Visibility />}
                    </button>
                  }
                />
                <button type="submit" className="pl-botao" disabled={enviando} aria-busy={enviando} data-testid="login-submit">
                  {enviando ? <Giro /> : null}
                  Entrar
                </button>
                <div className="pl-links">
                  <Link className="pl-link" to={paths.forgot}>
                    Esqueci minha senha
                  </Link>
                  <Link className="pl-link" to={paths.cadastro}>
                    Criar conta
                  </Link>
                </div>
              </div>
            </form>
            <EntrarComCertificado />
          </>
        )}
        <p className="pl-texto2 pl-rodape">
          <Link className="pl-link" to={paths.denunciaAnonima}>
            Fazer uma denúncia anônima, sem login
          </Link>
        </p>
      </div>
    </div>
  );
}
