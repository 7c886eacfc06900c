import Tracker from '@openreplay/tracker';
import type { ConfiguracaoGravador } from '@portal/contracts';

/**
 * The usability recorder's rules (spec, sections 1, 4, 5 and 9; ADR 027). This module, and
 * @openreplay/tracker with it, is loaded only when the server has a recorder configured and the member has
 * not switched it off: see components/gravador-de-usabilidade.tsx.
 *
 * - started once per page load; a second start is refused;
 * - without a project key it logs an error and does not start;
 * - only on https (http://localhost only with the server's test-only allowance), otherwise an error and no start;
 * - identification sets the user id as a string and metadata `name` and `email`; later ones only update them;
 * - every input obscured, numbers and e-mail addresses in the page's text masked, no network or console capture.
 */

export interface UsuarioGravado {
  id: string | number;
  nome: string;
  email: string;
}

type Estado = 'inativo' | 'iniciando' | 'ativo' | 'parado';

const PREFIXO = 'Gravador de usabilidade:';
const LOCAIS = ['localhost', '127.0.0.1', '[::1]'];
/** The tracker's InputMode.Obscured: an input's value is never sent, only its length (passwords: nothing). */
const ENTRADA_OBSCURECIDA = 1;

let estado: Estado = 'inativo';
let tracker: Tracker | null = null;

export function estadoDoGravador(): Estado {
  return estado;
}

/** https; http only on this machine, and only when the server allows it for tests (OPENREPLAY_PERMITIR_HTTP_LOCAL). */
export function protocoloPermitido(config: Pick<ConfiguracaoGravador, 'permitirHttpLocal'>, local: Pick<Location, 'protocol' | 'hostname'>): boolean {
  if (local.protocol === 'https:') return true;
  return config.permitirHttpLocal && local.protocol === 'http:' && LOCAIS.includes(local.hostname);
}

function identificar(t: Tracker, usuario: UsuarioGravado): void {
  t.setUserID(String(usuario.id));
  t.setMetadata('name', usuario.nome);
  t.setMetadata('email', usuario.email);
}

/** Starts recording this page load for this member; false (with the reason on the console) when it does not. */
export async function iniciarGravador(
  config: ConfiguracaoGravador,
  usuario: UsuarioGravado,
  local: Pick<Location, 'protocol' | 'hostname'> = window.location,
): Promise<boolean> {
  if (estado !== 'inativo') {
    console.error(`${PREFIXO} já foi iniciado nesta página; um segundo início é recusado.`);
    return false;
  }
  if (!config.projectKey) {
    console.error(`${PREFIXO} sem chave de projeto (OPENREPLAY_PROJECT_KEY); a gravação não foi iniciada.`);
    return false;
  }
  if (!protocoloPermitido(config, local)) {
    console.error(`${PREFIXO} a página não está em https; a gravação não foi iniciada.`);
    return false;
  }
  estado = 'iniciando';
  try {
    const t = new Tracker({
      projectKey: config.projectKey,
      ingestPoint: config.ingestPoint,
      // The https rule above is ours; the tracker's own check is lifted only where ours allowed http.
      __DISABLE_SECURE_MODE: local.protocol === 'http:',
      respectDoNotTrack: true,
      defaultInputMode: ENTRADA_OBSCURECIDA,
      obscureInputNumbers: true,
      obscureInputEmails: true,
      obscureInputDates: true,
      obscureTextNumbers: true,
      obscureTextEmails: true,
      // Addresses of API calls and resources can carry what was typed (searches): neither is recorded.
      network: { disabled: true, capturePayload: false, ignoreHeaders: true, sessionTokenHeader: false, failuresOnly: false, captureInIframes: false },
      captureResourceTimings: false,
      consoleMethods: [],
      canvas: { disableCanvas: true },
    });
    tracker = t;
    const resultado = await t.start({ userID: String(usuario.id), metadata: { name: usuario.nome, email: usuario.email } });
    if (!resultado.success) {
      console.error(`${PREFIXO} a gravação não foi iniciada (${resultado.reason}).`);
      estado = 'parado';
      return false;
    }
  } catch (erro) {
    console.error(`${PREFIXO} a gravação não foi iniciada.`, erro);
    estado = 'parado';
    return false;
  }
  // Stopped (a route that is never recorded) while the start call was on its way.
  if (estadoDoGravador() === 'parado') {
    tracker.stop();
    return false;
  }
  estado = 'ativo';
  return true;
}

/** A later identification (another member signed in on this page load): updates the id and metadata only. */
export function identificarUsuario(usuario: UsuarioGravado): void {
  if (tracker && (estado === 'ativo' || estado === 'iniciando')) identificar(tracker, usuario);
}

/** Stops recording for the rest of this page load (a route that is never recorded). */
export function pararGravador(): void {
  if (estado === 'ativo') tracker?.stop();
  estado = 'parado';
}
