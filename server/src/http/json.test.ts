import { describe, expect, it } from 'vitest';
import { goJson } from './json.js';

describe('goJson', () => {
  it('escapes <, >, & and the JS line separators as Go does, and ends with a newline', () => {
    expect(goJson({ a: '<b>&\u2028\u2029' })).toBe('{"a":"\\u003cb\\u003e\\u0026\\u2028\\u2029"}\n');
    expect(goJson({ a: 'plain', n: 1 })).toBe('{"a":"plain","n":1}\n');
    expect(goJson([{ x: 'a&b' }, { y: 'c' }])).toBe('[{"x":"a\\u0026b"},{"y":"c"}]\n');
  });
});
