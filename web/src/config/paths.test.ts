import { describe, it, expect } from 'vitest';
import { isEditType, isRecordId, paths, safeRedirect } from './paths';

describe('paths', () => {
  it('builds hrefs', () => {
    expect(paths.login.href('/plans?x=1')).toBe('/login?redirect=%2Fplans%3Fx%3D1');
    expect(paths.login.href('/')).toBe('/login');
    expect(paths.editRecord.href('plans', 'abc')).toBe('/edit/plans/abc');
    expect(paths.fileView.href('c', 'f', 'a b.png')).toBe('/file/c/f/a%20b.png');
  });

  it.each([
    ['abcdefghij12345', true],
    ['ABCDEFGHIJ12345', false],
    ['short', false],
    [undefined, false],
  ])('isRecordId(%s) = %s', (id, ok) => expect(isRecordId(id)).toBe(ok));

  it.each([
    ['plans', true],
    ['benefit_plans', true],
    ['users', false],
  ])('isEditType(%s) = %s', (t, ok) => expect(isEditType(t)).toBe(ok));

  it.each([
    ['/plans', '/plans'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    [null, '/'],
    ['/\\evil', '/'],
  ])('safeRedirect(%s) = %s', (v, out) => expect(safeRedirect(v)).toBe(out));
});
