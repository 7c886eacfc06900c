// Relative, not '@/': vite.config.ts imports this module to write the sheet into index.html.
import { FONTE, focoVisivel, paleta, RAIO_PX } from '../config/paleta';

/**
 * The front door's stylesheet: /login, the app's frame (skip link, route progress, <main>) and the loading state,
 * in plain CSS. These are drawn on the first paint of nearly every visit, before MUI's components have been
 * evaluated: written with MUI they cost a phone most of its first long task (emotion serialising, parsing and
 * inserting each component's styles, ADR 032). Same look as the MUI theme, from the same values (config/paleta.ts).
 * The production build writes it into index.html (vite.config.ts, `estilosNoHtml`): parsed with the page, before
 * any script. The dev server and the unit tests insert it when the first module that needs it is evaluated.
 */
const p = paleta;
/** The theme's focus ring as CSS declarations, for the plain sheets. */
export const ANEL_CSS = `outline:${focoVisivel.outline};outline-offset:${focoVisivel.outlineOffset};box-shadow:${focoVisivel.boxShadow}`;

export const CSS_LEVE = `
.pl-oculto{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pl-pular{position:fixed;top:8px;left:8px;z-index:1501;padding:12px 16px;border-radius:${RAIO_PX}px;background:${p.background.paper};color:${p.primary.main};font-weight:600;box-shadow:0 3px 3px -2px rgba(0,0,0,.2),0 3px 4px 0 rgba(0,0,0,.14),0 1px 8px 0 rgba(0,0,0,.12)}
.pl-pular:not(:focus){position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;padding:0}
.pl-progresso{position:fixed;top:0;left:0;right:0;z-index:1101;height:4px;overflow:hidden;background:#b3c2d3}
.pl-progresso::after{content:"";position:absolute;top:0;bottom:0;left:0;width:40%;background:${p.primary.main};animation:pl-vai 1.6s ease-in-out infinite}
@keyframes pl-vai{from{transform:translateX(-100%)}to{transform:translateX(260%)}}
.pl-carregando{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:48px 0}
.pl-carregando.pl-tela-cheia{min-height:100dvh}
.pl-carregando p{margin:0;color:${p.text.secondary}}
.pl-giro{width:40px;height:40px;color:${p.primary.main};animation:pl-gira 1.4s linear infinite}
.pl-giro circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:pl-traco 1.4s ease-in-out infinite}
@keyframes pl-gira{to{transform:rotate(360deg)}}
@keyframes pl-traco{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.pl-giro,.pl-giro circle,.pl-progresso::after{animation-duration:4s}}

.pl-pagina{min-height:100dvh;display:flex;align-items:flex-start;justify-content:center;padding:24px 16px;box-sizing:border-box;font-family:${FONTE};color:${p.text.primary};line-height:1.5}
.pl-cartao{width:100%;max-width:420px;padding:20px;box-sizing:border-box;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px}
.pl-cabecalho{display:flex;flex-direction:column;align-items:center;gap:8px;margin-bottom:24px;text-align:center}
.pl-h1{margin:0;font-size:1.5rem;font-weight:600;line-height:1.167}
.pl-h2{margin:0;font-size:1.25rem;font-weight:600;line-height:1.2}
.pl-h3{margin:0;font-size:1.125rem;font-weight:600;line-height:1.167}
.pl-cabecalho p{margin:0}
.pl-texto2{font-size:.875rem;line-height:1.43;margin:0}
.pl-secundario{color:${p.text.secondary}}
.pl-descricao-modos{margin:8px 0 24px}
.pl-modos{display:grid;grid-template-columns:1fr 1fr}
.pl-modo{position:relative;display:flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:0 12px;cursor:pointer;font-weight:600;border:1px solid ${p.primary.main};color:${p.primary.main};background:${p.background.paper}}
.pl-modo:first-child{border-radius:${RAIO_PX}px 0 0 ${RAIO_PX}px}
.pl-modo:last-child{border-radius:0 ${RAIO_PX}px ${RAIO_PX}px 0;border-left:0}
.pl-modo:hover{background:rgba(0,0,0,.04)}
.pl-modo.pl-escolhido{color:${p.primary.contrastText};background:${p.primary.main}}
.pl-modo.pl-escolhido:hover{background:${p.primary.dark}}
.pl-modo:has(input:focus-visible){z-index:1;outline:3px solid ${p.primary.main};outline-offset:2px}
.pl-modo input{position:absolute;inset:0;margin:0;width:100%;height:100%;opacity:0;cursor:pointer}
.pl-radio{width:18px;height:18px;flex-shrink:0;box-sizing:border-box;border-radius:50%;border:2px solid currentColor;display:grid;place-items:center}
.pl-escolhido .pl-radio::after{content:"";width:8px;height:8px;border-radius:50%;background:currentColor}
.pl-pilha{display:flex;flex-direction:column;gap:20px}
.pl-aviso{display:flex;gap:12px;padding:6px 16px;border-radius:${RAIO_PX}px;font-size:.875rem;line-height:1.43}
.pl-aviso svg{flex-shrink:0;width:22px;height:22px;margin:7px 0;fill:currentColor}
.pl-aviso div{padding:8px 0}
.pl-aviso:has(.pl-aviso-acoes){align-items:center;flex-wrap:wrap}
.pl-aviso-acoes{display:flex;align-items:center;margin:0 -8px 0 auto;padding-left:16px}
.pl-aviso-acao{padding:4px 5px;font:inherit;font-size:.8125rem;font-weight:600;line-height:1.75;color:inherit;background:none;border:0;border-radius:${RAIO_PX}px;cursor:pointer}
.pl-aviso-acao:hover{background:rgba(0,0,0,.04)}
.pl-aviso-acao:disabled{color:rgba(0,0,0,.38);cursor:default}
.pl-aviso-erro{background:#f9eae9;color:#5e1a15}
.pl-aviso-erro svg{color:${p.error.main}}
.pl-aviso-sucesso{background:#e9f1eb;color:#143d20}
.pl-aviso-sucesso svg{color:${p.success.main}}
.pl-dica{margin:-12px 0 0}
.pl-aviso-certificado{margin-bottom:20px}
.pl-campo{position:relative}
.pl-campo input{display:block;width:100%;box-sizing:border-box;height:56px;margin:0;padding:16.5px 14px;font:inherit;font-size:1rem;color:${p.text.primary};background:none;border:1px solid rgba(0,0,0,.23);border-radius:${RAIO_PX}px;outline:0}
.pl-campo.pl-com-botao input{padding-right:52px}
.pl-campo input:hover{border-color:${p.text.primary}}
.pl-campo input:focus{border-color:${p.primary.main};box-shadow:inset 0 0 0 1px ${p.primary.main}}
.pl-campo label{position:absolute;left:14px;top:16.5px;max-width:calc(100% - 28px);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;line-height:23px;color:${p.text.secondary};pointer-events:none;transform-origin:top left;transition:transform .2s,color .2s}
.pl-campo input:focus+label,.pl-campo input:not(:placeholder-shown)+label,.pl-campo input:autofill+label{transform:translate(-4px,-26px) scale(.75);padding:0 5px;background:${p.background.paper};max-width:calc(133% - 28px)}
.pl-campo input:focus+label{color:${p.primary.main}}
.pl-campo.pl-invalido input,.pl-campo.pl-invalido input:hover{border-color:${p.error.main}}
.pl-campo.pl-invalido input:focus{box-shadow:inset 0 0 0 1px ${p.error.main}}
.pl-campo.pl-invalido label{color:${p.error.main}}
.pl-ajuda{margin:3px 14px 0;font-size:.75rem;line-height:1.66;color:${p.text.secondary}}
.pl-invalido .pl-ajuda{color:${p.error.main}}
.pl-olho{position:absolute;right:4px;top:8px;width:40px;height:40px;padding:8px;border:0;border-radius:50%;background:none;color:rgba(0,0,0,.54);cursor:pointer}
.pl-olho:hover{background:rgba(0,0,0,.04)}
.pl-olho svg{display:block;width:24px;height:24px;fill:currentColor}
.pl-botao,.pl-botao-contorno{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;box-sizing:border-box;min-height:42px;padding:8px 22px;font:inherit;font-size:.9375rem;font-weight:600;line-height:1.75;border-radius:${RAIO_PX}px;cursor:pointer;text-align:center;text-decoration:none}
.pl-botao{border:0;color:${p.primary.contrastText};background:${p.primary.main}}
.pl-botao:hover{background:${p.primary.dark}}
.pl-botao:disabled{cursor:default;color:rgba(0,0,0,.38);background:rgba(0,0,0,.12)}
.pl-botao .pl-giro{width:20px;height:20px;color:inherit}
.pl-botao-contorno{padding:7px 21px;border:1px solid rgba(11,58,110,.5);color:${p.primary.main};background:none}
.pl-botao-contorno:hover{border-color:${p.primary.main};background:rgba(11,58,110,.04)}
.pl-erro-rota{min-height:100dvh;display:flex;align-items:center}
.pl-erro-rota>div{width:100%;max-width:600px;margin:0 auto;padding:48px 16px;text-align:center}
.pl-erro-rota h1{margin:16px 0 24px}
@media (min-width:600px){.pl-erro-rota>div{padding:48px 24px}}
.pl-link{color:${p.primary.main};text-decoration:underline;text-decoration-color:rgba(11,58,110,.4)}
.pl-link:hover{text-decoration-color:inherit}
.pl-link:focus-visible{${ANEL_CSS}}
.pl-links{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}
.pl-certificado{display:flex;flex-direction:column;gap:16px;margin-top:24px}
.pl-ou{display:flex;align-items:center;white-space:nowrap}
.pl-ou::before,.pl-ou::after{content:"";flex:1;border-top:1px solid rgba(0,0,0,.12)}
.pl-ou span{padding:0 9.6px}
.pl-rodape{margin-top:24px;text-align:center}
.pl-pagina :where(a,button):focus-visible{${ANEL_CSS}}
@media (min-width:600px){
.pl-pagina{align-items:center;padding:48px 16px}
.pl-cartao{padding:32px}
.pl-h1{font-size:1.7138rem}
.pl-h2{font-size:1.4583rem}
.pl-h3{font-size:1.2853rem}
}
@media (min-width:900px){.pl-h1{font-size:1.928rem}}
@media (min-width:1200px){.pl-h1{font-size:2rem}.pl-h2{font-size:1.5rem}.pl-h3{font-size:1.25rem}}
`;

/** Height of the fixed top bar (toolbar 56 px on phones, 64 px above), with a margin. */
const ALTURA_BARRA_COM_FOLGA_PX = 80;

/**
 * The page's base, for every page: what MUI's CssBaseline drew with the theme's values, and the portal's additions to
 * it, written once in plain CSS (ADR 032). The first pages need no MUI at all, so the base cannot wait for it; MUI's
 * pages get the same rules from here. In index.html after the other sheets, where CssBaseline's rules used to come.
 */
export const CSS_BASE = `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;scroll-padding-top:${ALTURA_BARRA_COM_FOLGA_PX}px}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:700}
body{margin:0;color:${p.text.primary};font-family:${FONTE};font-weight:400;font-size:1rem;line-height:1.5;background-color:${p.background.default}}
@media print{body{background-color:#fff}}
body::backdrop{background-color:${p.background.default}}
:where(a,button,summary):focus-visible{${ANEL_CSS}}
:where([tabindex]:not([tabindex="-1"],a,button,summary)):focus-visible{outline:3px solid ${p.primary.main};outline-offset:-3px;box-shadow:none}
:where(h1,main)[tabindex="-1"]:focus{outline:none}
`;

const inseridos = new Set<string>();

/** Inserts a stylesheet once (a module side effect of the components that use it), marked with its name. */
export function inserirEstilo(nome: string, css: string) {
  if (inseridos.has(nome) || typeof document === 'undefined') return;
  inseridos.add(nome);
  if (document.head.querySelector(`style[data-estilo="${nome}"]`)) return;
  const estilo = document.createElement('style');
  estilo.setAttribute('data-estilo', nome);
  estilo.textContent = css;
  // The page's base stays after the other sheets, as in index.html.
  const base = nome === 'base' ? null : document.head.querySelector('style[data-estilo="base"]');
  document.head.insertBefore(estilo, base);
}

/** Outside the production build (where index.html has them), inserts the sheet and the page's base once. */
export function garantirEstiloLeve() {
  if (import.meta.env.PROD) return;
  inserirEstilo('leve', CSS_LEVE);
  inserirEstilo('base', CSS_BASE);
}
