import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every page needs. The MUI theme is not here: it wraps what is drawn with MUI (components/tema-mui.tsx), so
 * /login and /home load no MUI (ADR 032). Dates are the browser's own date input (components/campo-data-iso.tsx,
 * ADR 060): no date library, no localization provider.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
