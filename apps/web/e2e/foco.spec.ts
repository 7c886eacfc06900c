import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar, semViolacoesGraves } from './support';

interface Parada {
  elemento: string;
  /** Inside a card: a shortcut card (components/atalho-card.tsx) or an MUI Card. */
  emCartao: boolean;
  problema: string | null;
}

/**
 * The focused element as a keyboard user sees it: a focus ring (outline) of at least 2 px, that no ancestor with
 * overflow other than visible cuts (WCAG 2.4.7). A text field shows its focus with its own thicker border.
 */
function paradaAtual(page: Page): Promise<Parada | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const elemento = `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
    const emCartao = el.closest('.atalho-card, .MuiCard-root') !== null;
    if (el.closest('.MuiInputBase-root.Mui-focused')) return { elemento, emCartao, problema: null };
    const estilo = getComputedStyle(el);
    const largura = Number.parseFloat(estilo.outlineWidth) || 0;
    if (estilo.outlineStyle === 'none' || largura < 2) {
      return { elemento, emCartao, problema: `sem anel de foco (outline ${estilo.outlineStyle} ${estilo.outlineWidth})` };
    }
    // How far the outline's outer edge goes beyond the border box (negative: drawn inside).
    const alcance = largura + (Number.parseFloat(estilo.outlineOffset) || 0);
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      const dentro =
        r.left - alcance >= c.left + Number.parseFloat(s.borderLeftWidth) - 0.5 &&
        r.top - alcance >= c.top + Number.parseFloat(s.borderTopWidth) - 0.5 &&
        r.right + alcance <= c.right - Number.parseFloat(s.borderRightWidth) + 0.5 &&
        r.bottom + alcance <= c.bottom - Number.parseFloat(s.borderBottomWidth) + 0.5;
      if (!dentro) return { elemento, emCartao, problema: `anel cortado por <${a.tagName.toLowerCase()} class="${a.className}">` };
    }
    return { elemento, emCartao, problema: null };
  });
}

/** Tabs through the whole page once; returns every stop. */
async function percorrerComTab(page: Page, maximo = 80): Promise<Parada[]> {
  const paradas: Parada[] = [];
  const vistos = new Set<string>();
  for (let i = 0; i < maximo; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as (HTMLElement & { __idFoco?: string }) | null;
      if (!el || el === document.body) return null;
      el.__idFoco ??= Math.random().toString(36).slice(2);
      return el.__idFoco;
    });
    if (id === null || vistos.has(id)) break;
    vistos.add(id);
    const parada = await paradaAtual(page);
    if (parada) paradas.push(parada);
  }
  return paradas;
}

async function focoVisivelEmTudo(page: Page) {
  await page.mouse.click(1, 1);
  const paradas = await percorrerComTab(page);
  expect(paradas.filter((p) => p.emCartao).length, 'cartões de atalho alcançados pelo Tab').toBeGreaterThan(0);
  expect(paradas.filter((p) => p.problema).map((p) => `${p.elemento}: ${p.problema}`)).toEqual([]);
}

test.describe('visible focus (WCAG 2.4.7)', () => {
  test('every Tab stop of /home, shortcut cards included, shows a focus ring no container cuts', async ({ page }) => {
    await entrar(page, DEMO.maria);
    await expect(page.getByRole('link', { name: /^CASAG/ })).toBeVisible();
    await focoVisivelEmTudo(page);
  });

  test('the same on /home/casag', async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.goto('/home/casag');
    await expect(page.getByRole('heading', { level: 1, name: 'CASAG' })).toBeVisible();
    await focoVisivelEmTudo(page);
  });

  test('the same on /area-restrita', async ({ page }) => {
    await entrar(page, DEMO.ana);
    await expect(page.getByText('Últimos acessos ao portal')).toBeVisible();
    await focoVisivelEmTudo(page);
  });
});

test.describe('skip link and focus on route changes', () => {
  test("'Pular para o conteúdo' is the first Tab stop, visible when focused, and goes to <main>", async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
    await page.keyboard.press('Tab');
    const pular = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(pular).toBeFocused();
    const caixa = await pular.boundingBox();
    expect(caixa?.width ?? 0).toBeGreaterThan(40);
    expect(caixa?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    await semViolacoesGraves(page);
  });

  test("following a card by keyboard puts focus on the new page's h1, says it and titles the tab", async ({ page }) => {
    await entrar(page, DEMO.maria);
    await expect(page).toHaveTitle('Olá, Maria | Portal unificado');
    await page.getByRole('link', { name: /^CASAG/ }).focus();
    await page.keyboard.press('Enter');
    const titulo = page.getByRole('heading', { level: 1, name: 'CASAG' });
    await expect(titulo).toBeFocused();
    await expect(page).toHaveTitle('CASAG | Portal unificado');
    await expect(page.getByTestId('anuncio-de-rota')).toHaveText(/CASAG/);
    // From the heading, Tab goes on into the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test("a page picked in the user menu gets the focus, not the menu's button", async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const titulo = page.getByRole('heading', { level: 1, name: 'Atualização cadastral' });
    await expect(titulo).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(titulo).toBeFocused();
  });
});

test.describe('login modes by keyboard', () => {
  test('the modes are radios: Tab stops once on the chosen mode, arrows switch, Tab goes on to the field', async ({ page }) => {
    await page.goto('/login');
    const usuario = page.getByRole('radio', { name: 'Usuário', exact: true });
    await expect(usuario).toBeChecked();
    await usuario.focus();
    await page.keyboard.press('ArrowRight');
    const colaborador = page.getByRole('radio', { name: 'Colaborador', exact: true });
    await expect(colaborador).toBeChecked();
    await expect(colaborador).toBeFocused();
    await expect(page.getByLabel('CPF', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('CPF', { exact: true })).toBeFocused();
    await semViolacoesGraves(page);
  });

  test("every failure in 'Usuário' mode, account or not, adds the same line pointing to 'Colaborador'", async ({ page }) => {
    const dicas: string[] = [];
    // A collaborator with their right password, a lawyer with a wrong one, a CPF with no account.
    const tentativas = [
      [DEMO.carlos.usuario, DEMO.carlos.senha],
      [DEMO.joana.usuario, 'senha-que-nao-confere'],
      ['000.000.001-91', 'senha-que-nao-confere'],
    ] as const;
    for (const [usuario, senha] of tentativas) {
      await page.goto('/login');
      await page.getByLabel('CPF ou inscrição', { exact: true }).fill(usuario);
      await page.getByLabel('Senha', { exact: true }).fill(senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Falha no login');
      const dica = page.getByTestId('login-dica-colaborador');
      await expect(dica).toBeVisible();
      dicas.push((await dica.textContent()) ?? '');
    }
    expect(new Set(dicas)).toEqual(new Set(["Se você é colaborador ou servidor, entre pelo modo 'Colaborador'."]));
    await semViolacoesGraves(page);
  });
});
