import { describe, expect, it } from 'vitest';

// every screen's source, read as text (vite's glob import, so the test needs no file system access)
const sources = import.meta.glob(['../features/**/*.tsx', '../app/**/*.tsx', '../components/**/*.tsx', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
}) as Record<string, string>;

describe('theme colours (#29: blue badges and progress bars on a green theme)', () => {
  it('no Badge, Progress, RingProgress or Loader is coloured blue', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/<(Badge|Progress|RingProgress|Loader)\b[^>]*?color=\{?["'`]blue[^>]*>/g)) offenders.push(`${file}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
