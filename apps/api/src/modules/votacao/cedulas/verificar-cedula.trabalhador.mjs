// The ballot-check thread's entry (ADR 059): a worker thread does not inherit the parent's `--import tsx` loader
// on Node 20 (the .ts entry failed to load, every ballot paid a thread start and was then checked inline), so this
// plain module registers tsx's loader in the thread and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./verificar-cedula.trabalhador.ts');
