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

// node:fs without Node types (the web project has none); vitest does not load CSS text
type Fs = { readFileSync(path: string, encoding: 'utf8'): string };
const nodeFs = async () => (await import(/* @vite-ignore */ ['node', 'fs'].join(':'))) as Fs;
const APP_CSS = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]+$/, 'app.css'));

describe('theme font', () => {
  it('reads the stack from app.css, which falls back to faces for Chinese, Vietnamese and other scripts', async () => {
    expect(theme.fontFamily).toBe('var(--covey-font)');
    const css = (await nodeFs()).readFileSync(APP_CSS, 'utf8');
    const stack = /--covey-font:([^;]+);/.exec(css)?.[1] ?? '';
    for (const face of ['Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Malgun Gothic'])
      expect(stack).toContain(`'${face}'`);
    expect(stack).toMatch(/^\s*system-ui,/);
    expect(stack).toContain('sans-serif');
  });
});
