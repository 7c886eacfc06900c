// `import X from '@mui/icons-material/X?leve'`: the icon as a plain <svg> (plugins/icones-leves.ts, ADR 033).
declare module '@mui/icons-material/*?leve' {
  import type { IconeLeve } from '@/components/icone-leve';

  const Icone: IconeLeve;
  export default Icone;
}
