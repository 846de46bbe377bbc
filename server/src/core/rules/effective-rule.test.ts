import { describe, expect, it } from 'vitest';
import type { Collection } from '../collections/collection.js';
import { effectiveRule } from './effective-rule.js';
import type { AuthInfo } from './request-info.js';

const c = {
  name: 'notes',
  listRule: 'owner = @request.auth.id',
  viewRule: '',
  createRule: null,
  updateRule: 'a = 1',
  deleteRule: '',
} as unknown as Collection;
const plain: AuthInfo = { collection: c, record: { id: 'u1' } };
const limited = (extra = ''): AuthInfo => ({
  ...plain,
  limit: {
    kind: 'test',
    allows: (coll, op) => coll === 'notes' && (op === 'list' || op === 'view'),
    extraRule: () => extra,
  },
});

describe('effectiveRule', () => {
  it('is the collection rule without a limit', () => {
    expect(effectiveRule(c, 'list', plain)).toBe('owner = @request.auth.id');
    expect(effectiveRule(c, 'create', null)).toBeNull();
  });
  it('locks operations outside the limit and never opens a locked rule', () => {
    expect(effectiveRule(c, 'update', limited())).toBeNull();
    expect(effectiveRule(c, 'delete', limited())).toBeNull();
    expect(effectiveRule(c, 'create', limited())).toBeNull();
    expect(effectiveRule(c, 'list', limited())).toBe('owner = @request.auth.id');
  });
  it('ANDs the extra condition with the owner rule', () => {
    expect(effectiveRule(c, 'list', limited('member = "m1"'))).toBe('(owner = @request.auth.id) && (member = "m1")');
    expect(effectiveRule(c, 'view', limited('member = "m1"'))).toBe('member = "m1"');
  });
});
