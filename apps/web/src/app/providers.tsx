import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every page needs. The MUI theme is not here: it wraps what is drawn with MUI (components/tema-mui.tsx), so
 * /login and /home load no MUI (ADR 032). Date pickers bring their own pt-br LocalizationProvider
 * (components/date-field.tsx), so the pickers' code loads only with the pages that have a date field.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
