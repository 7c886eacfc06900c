import type { Options } from 'preact';

/**
 * The events after which React DOM runs a render's effects before the next event (its "discrete" events): what a
 * person does with a key, a pointer or the clipboard, one action at a time.
 */
const DISCRETOS = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'submit',
  'touchcancel',
  'touchend',
  'touchstart',
]);

/** Whether a discrete event is being dispatched (`window.event`, set while its listeners run). */
function emEventoDiscreto(): boolean {
  const evento = typeof window === 'undefined' ? undefined : (window as { event?: Event }).event;
  return evento !== undefined && DISCRETOS.has(evento.type);
}

/**
 * Effects run when React DOM would run them (ADR 029).
 *
 * Preact runs `useEffect` after the next frame (requestAnimationFrame, or 35 ms later without one).
 * - After a render caused by a key press or a click, React DOM flushes its effects before the next event is
 *   handled. MUI X's date field relies on that: typed fast, a key arrived before the effects of the previous key
 *   had run, and an effect that ran late cleared the day and month already typed. Those effects run here in a
 *   microtask after the commit: before the next event, before the next paint.
 * - After any other render (the first one, data arriving), React DOM runs them in a task of their own. So do
 *   these: in the same task as the render they would make one long task of both, which is what blocks a phone
 *   (ADR 028); a component rendered again first runs its pending effects anyway (Preact's hooks do that).
 */
export function instalarEfeitosComoReact(options: Options) {
  // Preact renders a state change in a microtask, after the listener that made it: whether that listener was
  // handling a discrete event is noted when the render is queued, and holds while it runs.
  let renderizandoAposEvento = false;
  const adiar = options.debounceRendering ?? ((f: () => void) => void Promise.resolve().then(f));
  options.debounceRendering = (renderizar) => {
    const aposEvento = emEventoDiscreto();
    adiar(() => {
      const antes = renderizandoAposEvento;
      renderizandoAposEvento = aposEvento;
      try {
        renderizar();
      } finally {
        renderizandoAposEvento = antes;
      }
    });
  };
  const canal = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
  const fila: (() => void)[] = [];
  if (canal) {
    canal.port1.onmessage = () => {
      for (const executar of fila.splice(0)) executar();
    };
  }
  options.requestAnimationFrame = (executar) => {
    if (renderizandoAposEvento || emEventoDiscreto() || !canal) {
      queueMicrotask(executar);
      return;
    }
    fila.push(executar);
    if (fila.length === 1) canal.port2.postMessage(null);
  };
}
