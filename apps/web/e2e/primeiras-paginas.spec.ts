import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar } from './support';

// ADR 032 and 033: /login and /home are drawn in plain CSS and load no MUI (neither its theme's chunk nor any of its
// runtime styles); a page drawn with MUI gets the portal's theme, and the shortcuts' icons keep their colour on both.

const PRIMARIA = 'rgb(11, 58, 110)'; // paleta.primary.main; MUI's default blue would be rgb(25, 118, 210)

/** Scripts the page requested, by file name. */
function scriptsPedidos(page: Page): string[] {
  const nomes: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') nomes.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  return nomes;
}

const estilosDoMui = (page: Page) => page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);

test('/login and /home load no MUI; a page drawn with MUI has the theme', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts = scriptsPedidos(page);
  await entrar(page, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, Maria/ })).toBeVisible();
  await expect(page.getByTestId('HealthAndSafetyOutlinedIcon')).toBeVisible();

  // Neither the login nor the home (nor the frame between them) loaded the theme or drew anything with emotion.
  expect(scripts.filter((s) => s.startsWith('tema-mui-'))).toEqual([]);
  expect(await estilosDoMui(page)).toBe(0);
  // The shortcuts' icons are plain <svg>, in the portal's primary colour.
  const icone = page.getByTestId('HealthAndSafetyOutlinedIcon');
  await expect(icone).toHaveClass('pl-icone pl-icone-primaria');
  await expect(icone).toHaveCSS('color', PRIMARIA);
  await expect(icone).toHaveCSS('font-size', '24px');

  // A page drawn with MUI: the theme's chunk comes with it, and its components take the portal's colours.
  await page.getByRole('link', { name: /^Meus dados/ }).click();
  await expect(page).toHaveURL(/\/atualizacao-cadastral$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => s.startsWith('tema-mui-'))).toBe(true);
  // Its h1 is MUI's Typography with the theme's h1 (600; MUI's default theme draws it at 300).
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toHaveClass(/MuiTypography-h1/);
  await expect(titulo).toHaveCSS('font-weight', '600');
  // The page's base (CssBaseline's rules, now plain CSS) is there for every page.
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 246, 249)');
});

// ADR 067: the member's first screens after the home, /annuity, /financeiro and /requerimento, load no MUI, no emotion
// and no zod; what opens on a click there (the payment, the cancelling) brings MUI with the portal's theme.
test('/annuity, /financeiro and /requerimento load no MUI nor zod', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts = scriptsPedidos(page);
  await entrar(page, DEMO.maria);
  scripts.length = 0;
  const semMuiNemZod = () => {
    expect(scripts.filter((s) => s.startsWith('tema-mui-') || s.startsWith('createTheme-') || s.startsWith('schemas-'))).toEqual([]);
  };

  await page.goto('/annuity');
  await expect(page.getByRole('heading', { level: 1, name: /^Anuidade \d{4}$/ })).toBeVisible();
  await expect(page.getByTestId('faixa')).toBeVisible();
  semMuiNemZod();
  expect(await estilosDoMui(page)).toBe(0);

  await page.getByRole('link', { name: 'Meus títulos e recibos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
  await expect(page.getByTestId('titulo-card').first()).toBeVisible();
  semMuiNemZod();
  expect(await estilosDoMui(page)).toBe(0);

  await page.goto('/requerimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Requerimentos OAB' })).toBeVisible();
  await expect(page.getByTestId('tipo-401')).toBeVisible();
  await expect(page.getByTestId('item-requerimento').first()).toBeVisible();
  semMuiNemZod();
  expect(await estilosDoMui(page)).toBe(0);
});

test('the cancel dialog opened from /requerimento (drawn without MUI) brings MUI with the portal’s theme', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts = scriptsPedidos(page);
  await entrar(page, DEMO.maria);
  await page.goto('/requerimento');
  const item = page.getByTestId('item-requerimento').filter({ has: page.getByRole('button', { name: 'Cancelar' }) }).first();
  await expect(item).toBeVisible();
  expect(scripts.some((s) => s.startsWith('tema-mui-'))).toBe(false);
  await item.getByRole('button', { name: 'Cancelar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cancelar requerimento?' });
  await expect(dialogo).toBeVisible();
  expect(scripts.some((s) => s.startsWith('tema-mui-'))).toBe(true);
  const voltar = dialogo.getByRole('button', { name: 'Voltar' });
  await expect(voltar).toHaveCSS('color', PRIMARIA);
  await voltar.click();
  await expect(dialogo).toBeHidden();
  await expect(item.getByRole('button', { name: 'Cancelar' })).toBeVisible();
});

test('the payment dialog opened from /financeiro (drawn without MUI) brings MUI with the portal’s theme', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts = scriptsPedidos(page);
  await entrar(page, DEMO.joana);
  await page.goto('/financeiro');
  const vencido = page.getByTestId('titulo-card').filter({ has: page.getByTestId('situacao-titulo').getByText('Vencido', { exact: true }) }).first();
  await expect(vencido).toBeVisible();
  expect(scripts.some((s) => s.startsWith('tema-mui-'))).toBe(false);
  await vencido.getByRole('button', { name: 'Pagar' }).click();
  const dialogo = page.getByRole('dialog', { name: /Pagar título/ });
  await expect(dialogo).toBeVisible();
  expect(scripts.some((s) => s.startsWith('tema-mui-'))).toBe(true);
  await expect(dialogo.getByRole('button', { name: 'Fechar' })).toHaveCSS('color', PRIMARIA);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();
});
