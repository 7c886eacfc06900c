import { expect, test } from '@playwright/test';
import { DEMO, entrar } from './support';
import { axe, pdfMinimo } from './support-requerimentos';

// The second test looks for the report the first one sends.
test.describe.configure({ mode: 'serial' });

const CHAVE = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4}$/;
const denuncia = { protocolo: '', chave: '' };

test('an anonymous denúncia (301): notice, form, attachment, the key shown once, and the follow-up by key', async ({ page }) => {
  test.setTimeout(90_000);
  // Every address the browser asks for: the key must never be in one.
  const enderecos: string[] = [];
  page.on('request', (r) => enderecos.push(r.url()));

  await entrar(page, DEMO.joana);
  await page.getByRole('link', { name: /^Ouvidoria/ }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvidoria' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Acompanhar denúncia anônima/ })).toBeVisible();
  await axe(page);

  await page.getByTestId('tipo-301').getByRole('link', { name: 'Registrar' }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria\/301$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeVisible();
  await expect(page.getByTestId('aviso-anonimato')).toContainText('Nada nesta denúncia identifica você');
  await axe(page);

  await page.getByRole('textbox', { name: 'Assunto' }).fill('Cobrança irregular em cartório (e2e)');
  await page.getByRole('textbox', { name: 'Descreva os fatos' }).fill('Um servidor exige pagamento por fora para andar com os processos. Aconteceu em março.');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria\/301\/documentos\?id=/);
  await expect(page.getByTestId('aviso-anonimato')).toBeVisible();
  const anexos = page.getByTestId('documento-anexos');
  await expect(anexos.getByText('Opcional')).toBeVisible();
  await anexos.getByTestId('arquivo-anexos').setInputFiles({ name: 'prova.pdf', mimeType: 'application/pdf', buffer: pdfMinimo('Prova') });
  await expect(anexos.getByRole('list', { name: 'Arquivos enviados: Anexos' }).getByText('anexo-1.pdf')).toBeVisible();
  // No download for the anonymous channel.
  await expect(anexos.getByRole('button', { name: 'Baixar anexo-1.pdf' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar denúncia' })).toBeEnabled();
  await axe(page);

  await page.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria\/301\/finalizado\?id=/);
  await expect(page.getByTestId('numero-protocolo')).toHaveText(/^\d{4}\/\d{6}$/);
  denuncia.protocolo = (await page.getByTestId('numero-protocolo').textContent()) ?? '';
  const valor = page.getByTestId('valor-chave');
  await expect(valor).toHaveText(CHAVE);
  denuncia.chave = (await valor.textContent()) ?? '';
  await expect(page.getByTestId('chave-acompanhamento')).toContainText('Ela não será mostrada de novo');
  // No receipt link: the member's pages know nothing of this report.
  await expect(page.getByRole('link', { name: 'Ver comprovante' })).toHaveCount(0);
  await axe(page);

  // Shown once: the same page again no longer has it.
  await page.reload();
  await expect(page.getByText('Esta denúncia anônima não pode mais ser aberta nesta aba.')).toBeVisible();
  await expect(page.getByTestId('valor-chave')).toHaveCount(0);
  await expect(page.getByText(denuncia.chave)).toHaveCount(0);
  await axe(page);

  // Follow-up by the key, typed.
  await page.getByRole('link', { name: 'Acompanhar pela chave' }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria\/acompanhar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhar denúncia anônima' })).toBeVisible();
  await axe(page);
  const campo = page.getByRole('textbox', { name: 'Chave de acompanhamento' });
  await campo.pressSequentially(denuncia.chave.replace(/-/g, '').toLowerCase());
  await expect(campo).toHaveValue(denuncia.chave);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const resultado = page.getByTestId('acompanhamento');
  await expect(resultado).toContainText(`Protocolo: ${denuncia.protocolo}`);
  await expect(resultado).toContainText('Enviado');
  await expect(resultado).toContainText('1 arquivo anexado.');
  await axe(page);

  // A wrong key: not found, and the previous result is gone.
  const errada = denuncia.chave.startsWith('AAAA') ? 'BBBB-BBBB-BBBB-BBBB-BBBB' : 'AAAA-AAAA-AAAA-AAAA-AAAA';
  await campo.fill(errada);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByTestId('chave-nao-encontrada')).toContainText('Chave não encontrada.');
  await expect(page.getByTestId('acompanhamento')).toHaveCount(0);
  await axe(page);

  // Not in Joana's own requests.
  await page.goto('/perfil/meus-requerimentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus requerimentos' })).toBeVisible();
  await expect(page.getByTestId('lista-vazia').or(page.getByTestId('lista-total'))).toBeVisible();
  await expect(page.getByText(denuncia.protocolo)).toHaveCount(0);

  const semHifen = denuncia.chave.replace(/-/g, '');
  expect(enderecos.filter((u) => u.includes(denuncia.chave) || u.toUpperCase().includes(semHifen))).toEqual([]);
});

test('Ana (ombudsman) sees the denúncia in the queue as "Anônimo", with no identity on its page', async ({ page }) => {
  expect(denuncia.protocolo).toMatch(/^\d{4}\/\d{6}$/);
  await entrar(page, DEMO.ana);
  await page.goto('/area-restrita/requerimentos?area=ouvidoria&codigo=301');
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de requerimentos' })).toBeVisible();
  const linha = page.getByTestId('fila-linha').filter({ hasText: denuncia.protocolo });
  await expect(linha).toContainText('301 — Denúncia anônima');
  await expect(linha).toContainText('Anônimo');
  await expect(linha).not.toContainText(DEMO.joana.nome);
  await axe(page);

  await linha.getByRole('link', { name: denuncia.protocolo }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeVisible();
  await expect(page.getByText('Anônimo — esta denúncia não guarda a identidade de quem a fez.')).toBeVisible();
  await expect(page.getByTestId('requerente')).toHaveCount(0);
  await expect(page.getByText(DEMO.joana.nome)).toHaveCount(0);
  await expect(page.getByText('Cobrança irregular em cartório (e2e)')).toBeVisible();
  await expect(page.getByTestId('documento').getByText('anexo-1.pdf')).toBeVisible();
  await axe(page);
});
