// Relative, not '@/': vite.config.ts imports this module to write the sheet into index.html.
import { paleta, RAIO_PX } from '../config/paleta';
import { garantirEstiloInicio } from './estilo-inicio';
import { inserirEstilo } from './estilo-leve';

/**
 * The member's first screens after the home (/annuity first, ADR 067), in plain CSS: what MUI's Button, Paper,
 * Alert (info), NativeSelect in an outlined field, Chip (outlined), Table (small) and Typography drew there, written
 * once for every page that leaves MUI; /requerimento's pieces (the catalogue's cards, a request's card, the status chip,
 * the warning box, the small and the error button) joined them. Same values as the theme (config/paleta.ts and MUI's defaults written out: a
 * medium button is 6px 16px, .875rem, line height 1.75; a small table cell 6px 16px with a #e0e0e0 rule; an info
 * alert is the info colour lightened 90 % with its text darkened 60 %). The layout pieces (the page's column, the
 * panel, the chip's filled colours) are the home's sheet (estilo-inicio.ts), reused.
 */
const p = paleta;

export const CSS_TELAS = `
.pl-pilha-tela{display:flex;flex-direction:column;gap:20px}
.pl-pilha-2{display:flex;flex-direction:column;gap:16px;align-items:flex-start}
.pl-h1-tela{margin:8px 0}
.pl-intro{margin:0 0 24px;color:${p.text.secondary}}
.pl-secao-titulo{margin:0 0 12px;font-size:1.25rem;font-weight:600;line-height:1.2}
@media (min-width:600px){.pl-secao-titulo{font-size:1.4583rem}}
@media (min-width:1200px){.pl-secao-titulo{font-size:1.5rem}}
.pl-lista{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.pl-mt{margin-top:12px}
.pl-mb{margin-bottom:12px}
.pl-p-mb2{margin:0 0 16px}
.pl-esticado{align-self:stretch}
.pl-mt2{margin-top:16px}
.pl-mb3{margin-bottom:24px}
.pl-centro{text-align:center}
.pl-titulo-mb1{margin-bottom:8px}
.pl-titulo-mb2{margin-bottom:16px}
.pl-h1-mb2{margin-bottom:16px}
.pl-mt1{margin-top:8px}
.pl-contorno{background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px}
.pl-acoes{display:flex;flex-direction:column;gap:12px}
.pl-acoes-juntas{gap:8px}
.pl-acoes-largas{width:100%}
.pl-filtros,.pl-linha-campos{display:flex;flex-direction:column;gap:16px}
.pl-limpar-filtros{align-self:flex-start}
.pl-demonstrativo{margin-top:32px}
.pl-esqueleto.pl-esqueleto-linha{height:96px;margin-bottom:12px;border-radius:${RAIO_PX}px;transform:none}
.pl-esqueleto.pl-esqueleto-cartao{height:120px;margin-bottom:12px;border-radius:${RAIO_PX}px;transform:none}
@media (min-width:600px){.pl-acoes,.pl-filtros,.pl-linha-campos{flex-direction:row}.pl-acoes-largas{width:auto}.pl-linha-campos{align-items:center}.pl-limpar-filtros{align-self:center}}

.pl-bt{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;margin:0;padding:6px 16px;font:inherit;font-size:.875rem;font-weight:600;line-height:1.75;text-align:center;text-decoration:none;vertical-align:middle;border:0;border-radius:${RAIO_PX}px;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 250ms cubic-bezier(.4,0,.2,1),border-color 250ms cubic-bezier(.4,0,.2,1),color 250ms cubic-bezier(.4,0,.2,1)}
.pl-bt-cheio{color:${p.primary.contrastText};background:${p.primary.main}}
.pl-bt-cheio:hover{background:${p.primary.dark}}
.pl-bt-contorno{padding:5px 15px;color:${p.primary.main};background:none;border:1px solid rgba(11,58,110,.5)}
.pl-bt-contorno:hover{border-color:${p.primary.main};background:rgba(11,58,110,.04)}
.pl-bt-texto{padding:6px 8px;color:${p.primary.main};background:none}
.pl-bt-texto:hover{background:rgba(11,58,110,.04)}
.pl-bt:disabled{cursor:default;color:rgba(0,0,0,.26)}
.pl-bt-cheio:disabled{background:rgba(0,0,0,.12)}
.pl-bt-contorno:disabled{border-color:rgba(0,0,0,.12);background:none}
.pl-bt.pl-mt{margin-top:12px}
.pl-bt.pl-mt2{margin-top:16px}
.pl-bt.pl-recuado{margin-left:-8px}
.pl-bt-pequeno{padding:4px 10px;font-size:.8125rem}
.pl-bt-pequeno.pl-bt-contorno{padding:3px 9px}
.pl-bt-pequeno.pl-bt-texto{padding:4px 5px}
.pl-bt-erro.pl-bt-contorno{color:${p.error.main};border-color:rgba(179,38,30,.5)}
.pl-bt-erro.pl-bt-contorno:hover{border-color:${p.error.main};background:rgba(179,38,30,.04)}
.pl-bt-icone{display:inherit;margin:0 8px 0 -4px}
.pl-bt-icone .pl-icone{font-size:20px}
.pl-bt-icone .pl-giro{width:18px;height:18px;color:inherit}

.pl-aviso-info{background:rgb(235,241,246);color:rgb(23,46,67)}
.pl-aviso-info svg{color:${p.info.main}}
.pl-aviso-atencao{background:rgb(246,240,234);color:rgb(66,42,20)}
.pl-aviso-atencao svg{color:${p.warning.main}}
.pl-aviso.pl-aviso-justo{padding-top:0;padding-bottom:0}
.pl-aviso .pl-aviso-titulo{padding:0}
.pl-aviso-titulo{margin:-2px 0 .35em;font-size:1rem;font-weight:500;line-height:1.5}

.pl-selecao{position:relative;display:inline-flex;flex-direction:column;width:100%;min-width:0;vertical-align:top}
.pl-selecao select{appearance:none;-webkit-appearance:none;display:block;width:100%;box-sizing:border-box;height:40px;margin:0;padding:7.5px 31px 7.5px 13px;font:inherit;font-size:1rem;line-height:1.4375em;color:${p.text.primary};background:none;border:1px solid rgba(0,0,0,.23);border-radius:${RAIO_PX}px;cursor:pointer;outline:0}
.pl-selecao select:hover{border-color:${p.text.primary}}
.pl-selecao select:focus{border-color:${p.primary.main};box-shadow:inset 0 0 0 1px ${p.primary.main}}
.pl-selecao label{position:absolute;top:-9px;left:10px;max-width:calc(133% - 32px);padding:0 4px;font-size:.75rem;line-height:1.4375em;color:${p.text.secondary};background:${p.background.paper};pointer-events:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pl-selecao:focus-within label{color:${p.primary.main}}
.pl-selecao svg{position:absolute;right:7px;top:8px;width:24px;height:24px;fill:rgba(0,0,0,.54);pointer-events:none}
@media (min-width:600px){.pl-selecao{width:auto;min-width:var(--pl-largura-minima,0)}}

.pl-chip-contorno{padding:0 7px;color:${p.text.primary};background:none;border:1px solid #bdbdbd}
.pl-chip-aberto{background:${p.warning.main}}
.pl-chip-primaria{background:${p.primary.main}}
.pl-chip-info{background:${p.info.main}}
.pl-chip-medio{height:32px;padding:0 12px}
.pl-chip-medio.pl-chip-contorno{padding:0 11px}

.pl-grade-cartoes{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:600px){.pl-grade-cartoes{grid-template-columns:repeat(2,minmax(0,1fr))}}
.pl-cartao-tipo{box-sizing:border-box;height:100%;display:flex;flex-direction:column;list-style:none;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px;overflow:hidden}
.pl-cartao-tipo-corpo{flex-grow:1;padding:16px}
.pl-cartao-tipo-acoes{display:flex;align-items:center;padding:8px 16px 16px}
.pl-cartao-req{box-sizing:border-box;padding:16px;list-style:none;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px}
.pl-cartao-req-acoes{display:flex;flex-direction:column;gap:8px;padding-top:4px}
@media (min-width:600px){.pl-cartao-req-acoes{flex-direction:row}}
.pl-h3-cartao{margin:0;font-size:1.1rem;font-weight:600;line-height:1.167;overflow-wrap:anywhere}
.pl-h3-cartao.pl-my-meio{margin:4px 0}
@media (min-width:600px){.pl-h3-cartao{font-size:1.2853rem}}
@media (min-width:1200px){.pl-h3-cartao{font-size:1.25rem}}
.pl-h3-cartao:focus{outline:none}
.pl-h3-cartao:focus-visible{outline:2px solid;outline-offset:2px}

.pl-cartao-titulo{box-sizing:border-box;padding:16px;list-style:none;background:${p.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:${RAIO_PX}px}
.pl-cartao-titulo.pl-vencido{border-color:${p.error.main}}
.pl-cartao-topo{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:8px}
.pl-cartao-nome{margin:0;font-size:1rem;font-weight:600;line-height:1.5;overflow-wrap:anywhere}
.pl-cartao-origem{margin:4px 0 0}
.pl-cartao-cifras{display:flex;flex-wrap:wrap;column-gap:24px;row-gap:4px;margin-top:8px}
.pl-cartao-acoes{display:flex;flex-direction:column;flex-wrap:wrap;gap:8px;margin-top:12px}
@media (min-width:600px){.pl-cartao-acoes{flex-direction:row}}
.pl-sem-quebra{white-space:nowrap}
.pl-negrito{font-weight:700}

.pl-tabela{width:100%;border-collapse:collapse;border-spacing:0;font-size:.875rem;line-height:1.43}
.pl-tabela caption{caption-side:top;text-align:left;padding:0;margin-bottom:8px;color:${p.text.secondary}}
.pl-tabela th,.pl-tabela td{padding:6px 16px;text-align:left;vertical-align:inherit;border-bottom:1px solid #e0e0e0;font-weight:400}
.pl-tabela thead th{font-weight:500;line-height:1.5rem}
.pl-tabela .pl-direita{text-align:right}
.pl-tabela tr[aria-current]{background:rgba(11,58,110,.08)}
.pl-tabela tr[aria-current] :where(th,td){font-weight:700}

.pl-paginacao{display:flex;flex-direction:column;align-items:center;gap:8px;margin-top:24px}
.pl-paginacao ul{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}
.pl-pagina-item{box-sizing:border-box;min-width:32px;height:32px;margin:0 3px;padding:0 6px;font:inherit;font-size:.875rem;line-height:1.43;text-align:center;color:${p.text.primary};background:none;border:0;border-radius:16px;cursor:pointer;transition:color 250ms cubic-bezier(.4,0,.2,1),background-color 250ms cubic-bezier(.4,0,.2,1)}
.pl-pagina-item:hover{background:rgba(0,0,0,.04)}
.pl-pagina-item:disabled{opacity:.38;cursor:default;background:none}
.pl-pagina-item svg{display:block;width:20px;height:20px;margin:0 -2px;fill:currentColor}
.pl-pagina-atual,.pl-pagina-atual:hover{color:${p.primary.contrastText};background:${p.primary.main}}
.pl-pagina-atual:hover{background:${p.primary.dark}}
.pl-reticencias{height:auto;cursor:default}
.pl-reticencias:hover{background:none}
@media (hover:none){.pl-pagina-item:not(.pl-pagina-atual):hover{background:none}}
.pl-vazio{display:flex;flex-direction:column;align-items:center;gap:8px;padding:40px 16px;text-align:center;color:${p.text.secondary}}
.pl-vazio .pl-icone{font-size:40px}
.pl-vazio p{margin:0}
`;

/** Outside the production build (where index.html has it), inserts this sheet and the ones it builds on, once. */
export function garantirEstiloTelas() {
  garantirEstiloInicio();
  if (!import.meta.env.PROD) inserirEstilo('telas', CSS_TELAS);
}
