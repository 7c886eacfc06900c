import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
}

/** Signs in through the real login page and waits for the landing page. */
export async function entrar(page: Page, d: Demo): Promise<void> {
  await page.goto('/login');
  await preencherLogin(page, d);
  if (d.totp) await informarCodigo(page, d.totp);
  await expect(page).toHaveURL(d.usuario.trim() === DEMO.ana.usuario ? /\/area-restrita$/ : /\/home$/);
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
