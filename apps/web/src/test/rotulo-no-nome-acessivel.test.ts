import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.5.3 (label in name), in the sources: a control (button, link, chip…) that shows a text and has an
 * `aria-label` must have that text inside the label ("Incluir na pauta" → "Incluir na pauta o processo …"), or a
 * voice user who says what they see cannot press it. The e2e axe scan checks the pages the e2e tests visit
 * (`label-content-name-mismatch`); this checks every component, for the controls whose text is written in the JSX.
 */
// `import.meta.url` is not a file URL under jsdom; vitest gives each module its `__dirname`.
const SRC = join(__dirname, '..');
const CONTROLES = new Set(['a', 'button', 'Button', 'IconButton', 'Link', 'RouterLink', 'Chip', 'CardActionArea', 'MenuItem', 'ToggleButton', 'Tab', 'Fab', 'ListItemButton']);

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [caminho] : [];
  });
}

const normalizar = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The written parts of the label (a template's `${…}` may be anything), or null when it is not written in place. */
function partesDoRotulo(valor: ts.JsxAttributeValue | undefined): string[] | null {
  if (!valor) return null;
  if (ts.isStringLiteral(valor)) return [normalizar(valor.text)];
  if (!ts.isJsxExpression(valor) || !valor.expression) return null;
  const e = valor.expression;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [normalizar(e.text)];
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].map(normalizar);
  return null;
}

/** Controls whose `aria-label` leaves out the text they show (as "file:line: label ≠ text"). */
function rotulosSemOTextoVisivel(arquivo: string, fonte: string): string[] {
  const sf = ts.createSourceFile(arquivo, fonte, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const achados: string[] = [];
  const visitar = (no: ts.Node) => {
    if (ts.isJsxElement(no) && CONTROLES.has(no.openingElement.tagName.getText(sf))) {
      const atributo = no.openingElement.attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(sf) === 'aria-label');
      const partes = partesDoRotulo(atributo?.initializer);
      const texto = normalizar(no.children.filter(ts.isJsxText).map((t) => t.text).join(' '));
      if (partes && texto && !partes.some((parte) => parte.includes(texto))) {
        const linha = sf.getLineAndCharacterOfPosition(no.getStart(sf)).line + 1;
        achados.push(`${arquivo}:${linha}: ${atributo!.initializer!.getText(sf)} não contém "${texto}"`);
      }
    }
    ts.forEachChild(no, visitar);
  };
  visitar(sf);
  return achados;
}

describe('label in name (WCAG 2.5.3)', () => {
  it('the check finds a label that leaves out the visible text, and accepts one that starts with it', () => {
    const fonte = `
      const a = <Button aria-label={\`Incluir o processo \${n} na pauta\`}>Incluir na pauta</Button>;
      const b = <Button aria-label={\`Incluir na pauta o processo \${n}\`}>Incluir na pauta</Button>;
      const c = <IconButton aria-label="Remover">{icone}</IconButton>;`;
    expect(rotulosSemOTextoVisivel('exemplo.tsx', fonte)).toEqual(['exemplo.tsx:2: {`Incluir o processo ${n} na pauta`} não contém "incluir na pauta"']);
  });

  it('no control in apps/web/src has an aria-label without the text it shows', () => {
    const achados = arquivos(SRC).flatMap((arquivo) => rotulosSemOTextoVisivel(relative(SRC, arquivo), readFileSync(arquivo, 'utf8')));
    expect(achados).toEqual([]);
  });
});
