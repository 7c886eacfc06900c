// Relative, not '@/': vite.config.ts imports this module to write the sheet into index.html.
import { paleta, RAIO_PX } from '../config/paleta';
import { ANEL_CSS, garantirEstiloLeve, inserirEstilo } from './estilo-leve';

/**
 * Where signed-in visits start: the top bar of every signed-in page, /home and its shortcut cards, in plain CSS
 * (ADR 032), from the palette MUI's theme is built from. The production build writes it into index.html with the
 * front door's sheet (vite.config.ts): a few KB that spare the signed-in first load a parse in its long tasks.
 */
const p = paleta;

export const CSS_INICIO = `
.pl-barra{position:fixed;top:0;left:0;right:0;z-index:1100;display:flex;flex-direction:column;box-sizing:border-box;color:${p.primary.contrastText};background:${p.primary.main};box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.pl-barra-linha{display:flex;align-items:center;gap:16px;min-height:56px;padding:0 16px}
.pl-barra-logo{display:inline-flex;border-radius:${RAIO_PX}px;color:inherit}
.pl-barra-titulo{display:none;margin:0;font-size:1.125rem;font-weight:600;line-height:1.6;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pl-barra-espaco{flex-grow:1}
.pl-barra-usuario{display:inline-flex;align-items:center;gap:8px;min-width:0;min-height:48px;padding:6px 8px;font:inherit;font-size:.875rem;font-weight:600;line-height:1.75;color:inherit;background:none;border:0;border-radius:${RAIO_PX}px;cursor:pointer}
.pl-barra-usuario:hover{background:rgba(255,255,255,.08)}
.pl-barra-nome{display:none}
.pl-avatar{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:36px;height:36px;border-radius:50%;font-size:1.25rem;font-weight:700;line-height:1;color:${p.primary.main};background:#ffffff}
.pl-avatar::before{content:attr(data-inicial)}
.pl-barra :where(a,button):focus-visible{${ANEL_CSS}}
@media (min-width:600px){.pl-barra-linha{min-height:64px;padding:0 24px}.pl-barra-titulo{font-size:1.25rem}}
@media (min-width:900px){.pl-barra-titulo,.pl-barra-nome{display:block}}

.pl-conteudo{box-sizing:border-box;width:100%;max-width:900px;margin:0 auto;padding:16px}
.pl-painel{box-sizing:border-box;padding:16px;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px}
.pl-mb2{margin-bottom:16px}
.pl-mb4{margin-bottom:32px}
.pl-p{margin:0}
.pl-forte{font-weight:600}
.pl-coluna{display:flex;flex-direction:column;gap:8px}
.pl-linha{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.pl-grade-entidades{list-style:none;padding:0;margin:0 0 32px;display:grid;gap:16px;grid-template-columns:1fr}
.pl-grade-atalhos{display:grid;gap:16px;grid-template-columns:1fr}
.pl-esqueleto{display:block;height:28px;border-radius:4px;background:rgba(26,31,39,.11);transform:scale(1,.6);animation:pl-pulsa 2s ease-in-out .5s infinite}
@keyframes pl-pulsa{0%,100%{opacity:1}50%{opacity:.4}}
@media (prefers-reduced-motion:reduce){.pl-esqueleto{animation:none}}
.pl-chip{display:inline-flex;align-items:center;max-width:100%;height:24px;padding:0 8px;box-sizing:border-box;border-radius:16px;font-size:.8125rem;line-height:1.5;white-space:nowrap;color:${p.primary.contrastText}}
.pl-chip-regular{background:${p.success.main}}
.pl-chip-licenciado{background:${p.warning.main}}
.pl-chip-alerta{background:${p.error.main}}
.pl-chip-neutro{color:${p.text.primary};background:rgba(0,0,0,.08)}
@media (min-width:600px){
.pl-conteudo{padding:24px}
.pl-painel{padding:24px}
.pl-grade-entidades{grid-template-columns:repeat(3,minmax(0,1fr))}
.pl-grade-atalhos{grid-template-columns:1fr 1fr}
}

.atalho-card{height:100%;list-style:none;box-sizing:border-box;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px;overflow:hidden}
.atalho-ligacao{display:flex;gap:16px;align-items:flex-start;height:100%;box-sizing:border-box;padding:16px 16px 24px;color:inherit;text-decoration:none;-webkit-tap-highlight-color:transparent;transition:background-color 150ms cubic-bezier(.4,0,.2,1)}
.atalho-ligacao:hover{background:rgba(0,0,0,.04)}
.atalho-ligacao:focus-visible{outline:3px solid ${p.primary.main};outline-offset:-3px;box-shadow:none}
.atalho-ligacao>svg{flex-shrink:0}
.atalho-texto{min-width:0}
.atalho-titulo{margin:0 0 4px}
.atalho-titulo.compacto{font-size:1.1rem}
.atalho-descricao{margin:0;font-size:.875rem;line-height:1.43;color:${p.text.secondary}}
.atalho-estado{display:block}
.pl-icone{user-select:none;width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:1.5rem;transition:fill 200ms cubic-bezier(.4,0,.2,1) 0ms}
.pl-icone-primaria{color:${p.primary.main}}
`;

/** Outside the production build (where index.html has them), inserts the front door's sheet and this one, once. */
export function garantirEstiloInicio() {
  garantirEstiloLeve();
  if (!import.meta.env.PROD) inserirEstilo('inicio', CSS_INICIO);
}
