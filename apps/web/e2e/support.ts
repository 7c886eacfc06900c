import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO = {
  maria: { modo: 'Usuário', usuario: '529.982.247-25', senha: 'advogado-demo-2026', nome: 'Maria Aparecida Souza' },
  joana: { modo: 'Usuário', usuario: '390.533.447-05', senha: 'advogada-demo-2026', nome: 'Joana Ribeiro' },
  carlos: { modo: 'Colaborador', usuario: '111.444.777-35', senha: 'colaborador-demo-2026', nome: 'Carlos Pereira' },
  // Staff: second factor on, with the README's authenticator secret.
  ana: { modo: 'Colaborador', usuario: '935.411.347-80', senha: 'servidor-demo-2026', nome: 'Ana Lima', totp: 'JBSWY3DPEHPK3PXP' },
} as const;

export interface Demo {
  modo: string;
  usuario: string;
  senha: string;
  nome: string;
  /** Base32 TOTP secret when the account has the second factor on. */
  totp?: string;
}

// What the run costs in logins and in TOTP waits, one JSON line per event, in a file beside the run's data (a failed
// test restarts Playwright's worker, so not in memory); scripts/e2e.mjs prints the totals at the end (ADR 062).
const CONTAGEM = path.resolve(import.meta.dirname, `../../../.tmp/e2e-contagem-${Number(process.env.E2E_PORT ?? 3210)}.jsonl`);
export function contar(
  evento:
    | { tipo: 'login'; conta: string }
    | { tipo: 'espera-totp'; ms: number }
    | { tipo: 'sessao-reaproveitada'; conta: string }
    | { tipo: 'reuso-recusado'; conta: string; motivo: 'sem-sessao-guardada' | 'outro-navegador' | 'servidor-recusou' },
): void {
  fs.mkdirSync(path.dirname(CONTAGEM), { recursive: true });
  let arquivo = '';
  try {
    arquivo = path.basename(test.info().file);
  } catch {
    // Outside a test or hook: counted without the file.
  }
  fs.appendFileSync(CONTAGEM, JSON.stringify({ ...evento, arquivo }) + '\n');
}

// The steps already used, per secret, kept in a file beside the run's data: a failed test restarts Playwright's
// worker, and a step used by the worker before would otherwise be taken again (and refused as a replay).
const PASSOS_USADOS = path.resolve(import.meta.dirname, `../../../.tmp/e2e-totp-${Number(process.env.E2E_PORT ?? 3210)}.json`);
const passosUsados = {
  ler(): Record<string, number> {
    try {
      return JSON.parse(fs.readFileSync(PASSOS_USADOS, 'utf8')) as Record<string, number>;
    } catch {
      return {};
    }
  },
  get(segredo: string): number | undefined {
    return this.ler()[segredo];
  },
  set(segredo: string, passo: number): void {
    fs.mkdirSync(path.dirname(PASSOS_USADOS), { recursive: true });
    fs.writeFileSync(PASSOS_USADOS, JSON.stringify({ ...this.ler(), [segredo]: passo }));
  },
};

/**
 * The authenticator code of a TOTP secret, as an app would show it. The server refuses a step used before
 * (replay), so within a run each call takes a new step: the current one, else the next (accepted as clock
 * drift), else it waits for the step to come.
 */
export async function codigoTotp(segredo: string): Promise<string> {
  const agora = Math.floor(Date.now() / 30_000);
  const passo = Math.max(agora, (passosUsados.get(segredo) ?? -1) + 1);
  const esperaMs = (passo - 1) * 30_000 - Date.now();
  if (esperaMs > 0) {
    test.info().setTimeout(test.info().timeout + esperaMs + 5_000);
    contar({ tipo: 'espera-totp', ms: esperaMs + 500 });
    await new Promise((r) => setTimeout(r, esperaMs + 500));
  }
  passosUsados.set(segredo, passo);
  return TOTP.generate({ secret: Secret.fromBase32(segredo), algorithm: 'SHA1', digits: 6, period: 30, timestamp: passo * 30_000 });
}

/** The code step of the login (second factor on): types the current code. */
export async function informarCodigo(page: Page, segredo: string): Promise<void> {
  const campo = page.getByLabel('Código de verificação', { exact: true });
  await expect(campo).toBeVisible();
  await campo.fill(await codigoTotp(segredo));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
}

/**
 * axe-core scan of the page once its transitions have ended (a dialog or an alert fading in is half transparent,
 * and axe would measure its text's contrast mid-way); fails on serious or critical findings.
 * Besides the WCAG 2.x A/AA tags it runs `label-content-name-mismatch` (WCAG 2.5.3, experimental in axe, so off
 * unless named): a control's accessible name must contain the text it shows ("Incluir na pauta" → "Incluir na pauta
 * o processo 2026.000123"), or a voice user saying what they see cannot press it. Checked with axe 4.13: a button
 * showing "Incluir na pauta" named "Incluir o processo 2026.000123 na pauta" is reported as serious.
 */
export async function semViolacoesGraves(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  // The entity homes' service cards (components/atalho-card.tsx) are links named by their title, with the description
  // and the state as the link's description: their label is the title, which the name holds. axe's experimental rule
  // counts all the text inside the link, so those cards are left out of this rule alone.
  const rotulo = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .exclude('a.atalho-ligacao[aria-labelledby]')
    .analyze();
  const graves = [...r.violations, ...rotulo.violations]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(graves, `axe em ${page.url()}`).toEqual([]);
}

export async function escolherModo(page: Page, modo: string): Promise<void> {
  await page.getByRole('radio', { name: modo, exact: true }).check();
}

export async function preencherLogin(page: Page, d: { modo: string; usuario: string; senha: string }): Promise<void> {
  await escolherModo(page, d.modo);
  await page.getByLabel(d.modo === 'Usuário' ? 'CPF ou inscrição' : 'CPF', { exact: true }).fill(d.usuario);
  await page.getByLabel('Senha', { exact: true }).fill(d.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  contar({ tipo: 'login', conta: d.usuario.trim() });
}

/** The landing page of a login: the staff hub for Ana, the home for everyone else. */
function paginaInicial(d: Demo): string {
  return d.usuario.trim() === DEMO.ana.usuario ? '/area-restrita' : '/home';
}

/**
 * Signs in through the real login page (password, and the code when the account has the second factor on) and waits
 * for the landing page. For the specs about the login itself, and for those that change or end the account's
 * sessions (sign-out, password change, second factor): every other spec uses `entrar`.
 */
export async function entrarPelaTela(page: Page, d: Demo): Promise<void> {
  await page.goto('/login');
  await preencherLogin(page, d);
  if (d.totp) await informarCodigo(page, d.totp);
  await expect(page).toHaveURL(new RegExp(`${paginaInicial(d)}$`));
}

// Reused sessions (ADR 062). A login through the page costs the login screen, a password hash on the server and, for
// Ana, a TOTP step of her own (a step is good once, so logins less than 30 s apart wait for the next one). `entrar`
// signs each demo account in through the page once per run and shard, keeps that session's refresh cookie in a file
// beside the run's data (a failed test restarts Playwright's worker), and later signs the next browser in with it:
// the cookie, then the same two records a login leaves in localStorage (`logged-in-user`, from GET /usuario/me, and
// `auth-token`), then the landing page, as after a login.
//
// The server rotates the refresh cookie on each POST /authenticate and revokes a session whose old cookie comes back
// after 30 s (sessao.service.ts), so the file follows every rotation the browser sees, and the cookie is checked
// before it is used: POST /authenticate must answer with a user token AND a new cookie (a current one). A session
// that ended meanwhile (sign-out, another spec's "end the other sessions" or password change, a replayed cookie)
// fails that check, and the account signs in through the page again. Only one browser at a time uses an account's
// kept session; a second one in the same test signs in through the page.
const PORTA_E2E = Number(process.env.E2E_PORT ?? 3210);
/** E2E_SESSOES=novas: every `entrar` through the login page, as before ADR 062 (to measure what reuse saves). */
const REAPROVEITAR = process.env.E2E_SESSOES !== 'novas';
const SESSOES = path.resolve(import.meta.dirname, `../../../.tmp/e2e-sessoes-${PORTA_E2E}.json`);
const COOKIE_REFRESH = 'portal_refresh';
const sessoesGuardadas = {
  ler(): Record<string, string> {
    try {
      return JSON.parse(fs.readFileSync(SESSOES, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  },
  gravar(conta: string, refresh: string | null): void {
    const todas = this.ler();
    if (refresh) todas[conta] = refresh;
    else delete todas[conta];
    fs.mkdirSync(path.dirname(SESSOES), { recursive: true });
    fs.writeFileSync(SESSOES, JSON.stringify(todas));
  },
};
/** The account whose kept session each open browser context holds (null: none, or it signed in some other way). */
const contaDoContexto = new WeakMap<BrowserContext, string | null>();
/** The open context holding each account's kept session, in this worker. */
const contextoDaConta = new Map<string, BrowserContext>();
/** The spec file in which each context took an account's kept session. */
const arquivoDoContexto = new WeakMap<BrowserContext, string>();

function arquivoAtual(): string {
  try {
    return test.info().file;
  } catch {
    return '';
  }
}

function refreshDe(setCookie: string | null | undefined): string | null | undefined {
  const m = new RegExp(`(?:^|\\n)${COOKIE_REFRESH}=([^;\\n]*)`).exec(setCookie ?? '');
  return m ? m[1] || null : undefined;
}

/** From now on this context holds `conta`'s kept session: each new refresh cookie it receives is written down. */
function acompanhar(contexto: BrowserContext, conta: string | null): void {
  const anterior = contaDoContexto.get(contexto);
  if (anterior && contextoDaConta.get(anterior) === contexto) contextoDaConta.delete(anterior);
  if (conta) {
    contextoDaConta.set(conta, contexto);
    arquivoDoContexto.set(contexto, arquivoAtual());
  }
  const primeiraVez = !contaDoContexto.has(contexto);
  contaDoContexto.set(contexto, conta);
  if (!primeiraVez) return;
  contexto.on('response', (r) => {
    const caminho = new URL(r.url()).pathname;
    if (!caminho.startsWith('/wsapp/')) return;
    const atual = contaDoContexto.get(contexto);
    if (!atual) return;
    // A sign-out ends the kept session; a login in this context (someone else, or the same account again) starts a
    // session that is not the kept one.
    if (caminho.startsWith('/wsapp/usuario/log')) {
      if (caminho === '/wsapp/usuario/logout') sessoesGuardadas.gravar(atual, null);
      acompanhar(contexto, null);
      return;
    }
    void r
      .headerValue('set-cookie')
      .then((valor) => {
        const refresh = refreshDe(valor);
        if (refresh !== undefined && contaDoContexto.get(contexto) === atual) sessoesGuardadas.gravar(atual, refresh);
      })
      .catch(() => {
        // The context closed first: the next `entrar` finds the cookie stale and signs in through the page.
      });
  });
  contexto.on('close', () => {
    const atual = contaDoContexto.get(contexto);
    if (atual && contextoDaConta.get(atual) === contexto) contextoDaConta.delete(atual);
    // A rotation read after this (the closing context's last responses) is not written over a newer one.
    contaDoContexto.set(contexto, null);
  });
}

/** Signs `page` in with the kept session of `d`; false (and nothing kept) when there is none or it is no longer current. */
async function retomarSessao(page: Page, d: Demo): Promise<boolean> {
  const conta = d.usuario.trim();
  const refresh = sessoesGuardadas.ler()[conta];
  const contexto = page.context();
  let dono = contextoDaConta.get(conta);
  // A context a spec opened itself (`browser.newContext()`, as `novaSessao` does) stays open after its test: Playwright
  // closes only the contexts of its own fixtures. One left by an earlier spec file holds nothing any test still uses,
  // but its pages may still poll the API with the session's cookie: it is closed here, which releases the session.
  if (dono && dono !== contexto && arquivoDoContexto.get(dono) !== arquivoAtual()) {
    await dono.close().catch(() => undefined);
    if (contextoDaConta.get(conta) === dono) contextoDaConta.delete(conta);
    dono = undefined;
  }
  if (!refresh || (dono && dono !== contexto)) {
    contar({ tipo: 'reuso-recusado', conta, motivo: refresh ? 'outro-navegador' : 'sem-sessao-guardada' });
    return false;
  }
  const base = `http://localhost:${PORTA_E2E}`;
  await contexto.addCookies([
    { name: COOKIE_REFRESH, value: refresh, domain: 'localhost', path: '/wsapp', httpOnly: true, secure: false, sameSite: 'Strict' },
  ]);
  const r = await contexto.request.post(`${base}/wsapp/authenticate`, { data: {} });
  const novo = refreshDe(
    r
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
      .join('\n'),
  );
  if (!r.ok() || !novo) {
    contar({ tipo: 'reuso-recusado', conta, motivo: 'servidor-recusou' });
    sessoesGuardadas.gravar(conta, null);
    await contexto.clearCookies({ name: COOKIE_REFRESH });
    return false;
  }
  sessoesGuardadas.gravar(conta, novo);
  const { token } = (await r.json()) as { token: string };
  const eu = await contexto.request.get(`${base}/wsapp/usuario/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(eu.ok(), 'GET /wsapp/usuario/me com a sessão reaproveitada').toBe(true);
  const usuario: unknown = await eu.json();
  acompanhar(contexto, conta);
  // localStorage is per origin: a light page of the portal's origin first (the health check), then the landing page.
  await page.goto('/wsapp/health');
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('logged-in-user', JSON.stringify({ user: u, expiresIn: Date.now() + 3_600_000 }));
      localStorage.setItem('auth-token', JSON.stringify({ token: t, createdAt: Date.now() }));
    },
    [usuario, token] as const,
  );
  await page.goto(paginaInicial(d));
  await expect(page).toHaveURL(new RegExp(`${paginaInicial(d)}$`));
  contar({ tipo: 'sessao-reaproveitada', conta });
  return true;
}

/**
 * Signs `page` in as `d` and waits for the landing page: with the account's kept session when there is a current one,
 * else through the login page, keeping that session for the next `entrar` (see above). What the test sees is what a
 * login leaves: the landing page, the session's cookie, `logged-in-user` and `auth-token`.
 */
export async function entrar(page: Page, d: Demo): Promise<void> {
  if (!REAPROVEITAR) return entrarPelaTela(page, d);
  if (await retomarSessao(page, d)) return;
  const conta = d.usuario.trim();
  const contexto = page.context();
  await entrarPelaTela(page, d);
  // Kept only when no other open browser holds this account's kept session.
  if (contextoDaConta.has(conta) && contextoDaConta.get(conta) !== contexto) return;
  const cookie = (await contexto.cookies()).find((c) => c.name === COOKIE_REFRESH);
  if (!cookie?.value) return;
  sessoesGuardadas.gravar(conta, cookie.value);
  acompanhar(contexto, conta);
}

export async function abrirMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  // The menu is its own chunk, loaded when the button is first pointed at or pressed: it shows once it is here.
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

// The e2e server's embedded outbox (see playwright.config.ts): DATA_DIR/outbox, one .eml per message.
const PORTA = Number(process.env.E2E_PORT ?? 3210);
const OUTBOX = path.resolve(import.meta.dirname, `../../../.tmp/e2e-data-${PORTA}/outbox`);
/** Where the app's e-mailed links point (PUBLIC_URL in playwright.config.ts). */
const URL_PUBLICA = `http://localhost:${PORTA}`;

function escaparRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodificarQP(s: string): string {
  const limpo = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < limpo.length; i++) {
    const hex = limpo.slice(i + 1, i + 3);
    if (limpo[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(limpo[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The messages to `para` written since `depoisDe` (ms), newest first, decoded. */
function mensagensPara(para: string, depoisDe: number): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  const destinatario = new RegExp(`^To: (?:.*[\\s<,])?${escaparRegex(para)}(?=[\\s>,]|$)`, 'mi');
  return fs
    .readdirSync(OUTBOX)
    .filter((a) => a.endsWith('.eml'))
    .map((a) => path.join(OUTBOX, a))
    .filter((a) => fs.statSync(a).mtimeMs >= depoisDe)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    .map((a) => fs.readFileSync(a, 'utf8'))
    .filter((eml) => destinatario.test(eml))
    .map(decodificarQP);
}

/** The newest message to `para` written since `depoisDe` (ms), decoded; waits for it to arrive. */
export async function ultimoEmailPara(para: string, depoisDe = 0): Promise<string> {
  let achado = '';
  await expect
    .poll(
      () => {
        achado = mensagensPara(para, depoisDe)[0] ?? '';
        return achado !== '';
      },
      { timeout: 15_000, message: `e-mail para ${para}` },
    )
    .toBe(true);
  return achado;
}

/**
 * The link whose path starts with `prefixo` (e.g. '/resetpass/') in the newest message to `para` that has
 * one, written since `depoisDe` (ms); waits for it to arrive. Returns the whole URL.
 */
export async function linkDoEmail(para: string, prefixo: string, depoisDe = 0): Promise<string> {
  const padrao = new RegExp(`${escaparRegex(URL_PUBLICA + prefixo)}[A-Za-z0-9_-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        link = mensagensPara(para, depoisDe)
          .map((texto) => padrao.exec(texto)?.[0])
          .find((achado) => achado !== undefined) ?? '';
        return link !== '';
      },
      { timeout: 15_000, message: `e-mail para ${para} com ${prefixo}` },
    )
    .toBe(true);
  return link;
}
