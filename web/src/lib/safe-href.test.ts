import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://meet.example.com/casey', 'https://meet.example.com/casey'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/a?b=1#c', 'HTTPS://Example.com/a?b=1#c'],
    ['example.com', 'https://example.com'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['//example.com/x', 'https://example.com/x'],
    ['  https://example.com  ', 'https://example.com'],
    ['localhost:8090/?next=http://x', 'https://localhost:8090/?next=http://x'],
  ])('%s opens as %s', (value, href) => expect(safeHref(value)).toBe(href));

  it.each([
    [''],
    [null],
    [undefined],
    ["javascript:'@evil.example/';alert(document.cookie)"],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' \tjava\nscript:alert(1)'],
    ['javascript://evil.example/%0Aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:a@b.example'],
    ['ftp://files.example.com'],
    ['https://user:pass@example.com'],
    ['https://'],
  ])('%j is no link', (value) => expect(safeHref(value)).toBeUndefined());
});
