import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.js';
import { scan } from './scanner.js';

const simple = (text: string) =>
  scan(text).map((t) => ('value' in t ? `${t.type}:${String(t.value)}` : t.type));

describe('scan', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['  \n\t ', []],
    ['a = 1', ['identifier:a', 'op:=', 'number:1']],
    ['a=-1.5', ['identifier:a', 'op:=', 'number:-1.5']],
    ['@request.auth.id != ""', ['identifier:@request.auth.id', 'op:!=', 'text:']],
    ['#x_1.y:each ?= \'v\'', ['identifier:#x_1.y:each', 'op:?=', 'text:v']],
    ['@collection.users:u.name ~ "x"', ['identifier:@collection.users:u.name', 'op:~', 'text:x']],
    ["a = 'it\\'s'", ['identifier:a', 'op:=', "text:it's"]],
    ['a = "say \\"hi\\""', ['identifier:a', 'op:=', 'text:say "hi"']],
    ["a = 'x\\\"y'", ['identifier:a', 'op:=', 'text:x\\"y']],
    ['a = "it\'s"', ['identifier:a', 'op:=', "text:it's"]],
    // escapes as the SDK's pb.filter() (JSON.stringify) writes them
    ['a ~ "50\\\\%"', ['identifier:a', 'op:~', 'text:50\\%']],
    ['a = "ends\\\\"', ['identifier:a', 'op:=', 'text:ends\\']],
    ['a = "x\\ny\\t\\u00e9"', ['identifier:a', 'op:=', 'text:x\ny\t\u00e9']],
    ["a ~ '50\\%'", ['identifier:a', 'op:~', 'text:50\\%']],
    ['(a>1&&b<=2)||c', ['lparen', 'identifier:a', 'op:>', 'number:1', 'join:&&', 'identifier:b', 'op:<=', 'number:2', 'rparen', 'join:||', 'identifier:c']],
    ['f(a, 1)', ['identifier:f', 'lparen', 'identifier:a', 'comma', 'number:1', 'rparen']],
    ['a = 1 // comment\n&& b = 2', ['identifier:a', 'op:=', 'number:1', 'join:&&', 'identifier:b', 'op:=', 'number:2']],
    ['// only a comment', []],
    ['a // x = 1', ['identifier:a']],
  ])('%j', (input, expected) => {
    expect(simple(input)).toEqual(expected);
  });

  it('scans every operator', () => {
    const ops = ['=', '!=', '>', '>=', '<', '<=', '~', '!~', '?=', '?!=', '?>', '?>=', '?<', '?<=', '?~', '?!~'];
    for (const op of ops) expect(simple(`a ${op} b`)).toEqual(['identifier:a', `op:${op}`, 'identifier:b']);
  });

  it('keeps token positions', () => {
    expect(scan('a  = 1').map((t) => t.pos)).toEqual([0, 3, 5]);
  });

  it.each([
    ["a = 'unterminated"],
    ['a = "x\\"'],
    ['a = $b'],
    ['a == b'],
    ['a =! b'],
    ['a ?? b'],
    ['a & b'],
    ['a ||| b'],
    ['a = 1.'],
    ['a = 1.2.3'],
    ['a = b;'],
  ])('rejects %j', (input) => {
    expect(() => scan(input)).toThrow(FilterError);
  });
});
