import type { Options } from 'preact';

/**
 * Effects run right after the render that scheduled them, as React DOM runs them after a render caused by a
 * key press or a click (ADR 029).
 *
 * Preact runs `useEffect` after the next frame (requestAnimationFrame, or 35 ms later without one). React DOM
 * flushes the effects of a discrete event's render before the next event is handled. MUI X's date field relies on
 * that: typed fast, a key arrived before the effects of the previous key had run, and an effect that ran late
 * cleared the day and month already typed. With this, effects run in a microtask after the commit: before the
 * next event, before the next paint.
 */
export function instalarEfeitosComoReact(options: Options) {
  options.requestAnimationFrame = (executar) => queueMicrotask(executar);
}
