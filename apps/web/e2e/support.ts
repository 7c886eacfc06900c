import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  maria: { modo: 'Usuário', usuario: '529.982.247-25', senha: 'advogado-demo-2026', nome: 'Maria Aparecida Souza' },
  joana: { modo: 'Usuário', usuario: '390.533.447-05', senha: 'advogada-demo-2026', nome: 'Joana Ribeiro' },
  carlos: { modo: 'Colaborador', usuario: '111.444.777-35', senha: 'colaborador-demo-2026', nome: 'Carlos Pereira' },
  ana: { modo: 'Colaborador', usuario: '935.411.347-80', senha: 'servidor-demo-2026', nome: 'Ana Lima' },
} as const;

export interface Demo {
  modo: string;
  usuario: string;
  senha: string;
  nome: string;
}

/** axe-core scan of the page as it is now; fails on serious or critical findings. */
export async function semViolacoesGraves(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const graves = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(graves, `axe em ${page.url()}`).toEqual([]);
}

export async function escolherModo(page: Page, modo: string): Promise<void> {
  await page.getByRole('button', { name: modo, exact: true }).or(page.getByRole('tab', { name: modo, exact: true })).click();
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
  await expect(page).toHaveURL(d.usuario.trim() === DEMO.ana.usuario ? /\/area-restrita$/ : /\/home$/);
}

export async function abrirMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  return page.getByRole('menu');
}
