import { useEffect, type ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { forceLightScheme, theme } from './theme';

const noop = () => undefined;

/**
 * What `<MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">` puts in
 * Mantine's context. The colour scheme is always light: index.html sets `data-mantine-color-scheme`, and
 * `forceLightScheme` keeps it (provider.test.tsx compares this with MantineProvider's own value).
 */
export const mantineContext = {
  colorScheme: 'light' as const,
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/**
 * App-wide providers. The query cache is provided by the lazily loaded QueryLayout (see router).
 *
 * Mantine's provider without its runtime CSS generator (decision 0024): MantineProvider computes the theme's
 * CSS variables and breakpoint classes in JavaScript on every load and writes them in a `<style>`; for our
 * fixed light theme that text is always the same, so it ships as `theme-vars.css` (generated, checked by
 * provider.test.tsx) and the first load of /login carries ≈ 2.7 KB less JavaScript.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(forceLightScheme, []);
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
