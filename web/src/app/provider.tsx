import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { forceLightScheme, theme } from './theme';

/** App-wide providers. The query cache is provided by the lazily loaded QueryLayout (see router). */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(forceLightScheme, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
