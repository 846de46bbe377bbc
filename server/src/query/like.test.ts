import { describe, expect, it } from 'vitest';
import { containsUnescaped, escapeLike, likePattern } from './like.js';

describe('like helpers', () => {
  it.each<[unknown, string]>([
    ['abc', '%abc%'],
    ['a_b', '%a\\_b%'],
    ['a\\b', '%a\\\\b%'],
    ['50\\%', '%50\\%%'],
    ['a%', 'a%'],
    ['%a%b', '%a%b'],
    ['', '%%'],
    [null, '%%'],
    [12.5, '%12.5%'],
  ])('likePattern(%j) = %j', (value, expected) => {
    expect(likePattern(value)).toBe(expected);
  });

  it('detects unescaped chars and escapes', () => {
    expect(containsUnescaped('a\\%', '%')).toBe(false);
    expect(containsUnescaped('a\\\\%', '%')).toBe(true);
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });

  // PocketBase's tools/search/filter_test.go (TestLikeParamsWrapping), value → pattern
  it.each<[string, string]>([
    ['abc', '%abc%'],
    ['ab%c', 'ab%c'],
    ['ab\\%c', '%ab\\%c%'],
    ['%ab\\%c', '%ab\\%c'],
    ['ab\\\\%c', 'ab\\\\%c'],
    ['ab\\\\\\%c', '%ab\\\\\\%c%'],
    ['ab_c', '%ab\\_c%'],
    ['ab\\_c', '%ab\\_c%'],
    ['%ab_c', '%ab_c'],
    ['ab\\c', '%ab\\\\c%'],
    ['_ab\\c_', '%\\_ab\\\\c\\_%'],
    ['ab\\c%', 'ab\\c%'],
    ['a\nb\\', '%a\nb\\\\%'],
  ])('matches PocketBase: %j → %j', (value, expected) => {
    expect(likePattern(value)).toBe(expected);
  });
});
