import { describe, expect, it } from 'vitest';
import { Alert, Badge, darken, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme } from './theme';

describe('theme component overrides', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it('match what Component.extend would produce', () => {
    expect(Badge.extend({ styles: { root: { flexShrink: 0, maxWidth: 'none' } } })).toEqual(theme.components?.Badge);
    const alert = theme.components?.Alert;
    expect(alert && Alert.extend(alert as Parameters<typeof Alert.extend>[0])).toBe(alert);
  });

  it('draw light alerts with a darkened shade 9 and leave other variants alone', () => {
    const vars = theme.components?.Alert?.vars as (t: typeof merged, p: Record<string, unknown>) => unknown;
    expect(vars(merged, { color: 'yellow' })).toEqual({
      root: { '--alert-color': darken(merged.colors.yellow[9], 0.35) },
    });
    expect(vars(merged, { color: 'yellow', variant: 'filled' })).toEqual({ root: {} });
  });
});
