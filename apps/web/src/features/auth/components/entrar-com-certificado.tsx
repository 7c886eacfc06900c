import { useSearchParams } from 'react-router';
import { AvisoLeve } from '@/components/aviso-leve';

/**
 * The certificate login entry on the portal's own origin. The server sends the browser on to the TLS
 * listener that asks for the certificate (CERT_LOGIN_URL), or reads it from a trusted reverse proxy: no host
 * is written into the bundle.
 */
export const ENTRADA_CERTIFICADO = '/api/certificado/entrar';

export const MENSAGEM_ERRO_CERTIFICADO =
  'Não foi possível entrar com o certificado digital. Verifique se ele é ICP-Brasil, está válido e pertence a um CPF cadastrado.';

/** /login?erro=certificado: the certificate entry sent the visitor back (any reason; the audit log has it). */
export function ErroCertificado() {
  const [parametros] = useSearchParams();
  if (parametros.get('erro') !== 'certificado') return null;
  return (
    <div className="pl-aviso-certificado">
      <AvisoLeve tipo="erro" data-testid="login-erro-certificado">
        {MENSAGEM_ERRO_CERTIFICADO}
      </AvisoLeve>
    </div>
  );
}

/** /login's 'Entrar com certificado digital' action: a plain link (a full page navigation, not an API call). */
export function EntrarComCertificado() {
  return (
    <div className="pl-certificado">
      <div className="pl-ou" role="separator">
        <span>ou</span>
      </div>
      <a className="pl-botao-contorno" href={ENTRADA_CERTIFICADO} data-testid="login-certificado">
        Entrar com certificado digital
      </a>
    </div>
  );
}
