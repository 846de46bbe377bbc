import { describe, expect, it } from 'vitest';
import { tabsFor } from './employer-detail';

const v = (role: string, isSuperuser = false) => ({ role, userId: 'u1', isSuperuser });

describe('employer tabs per viewer', () => {
  it('admins, brokers and superusers get every tab', () => {
    const all = ['overview', 'roster', 'plans', 'counselors', 'metrics', 'announcements'];
    expect(tabsFor(v('employer'), true)).toEqual(all);
    expect(tabsFor(v('broker'), true)).toEqual(all);
    expect(tabsFor(v('', true), false)).toEqual(all);
  });
  it('a counselor sees the offering and the pool, never roster or metrics', () => {
    expect(tabsFor(v('counselor'), false)).toEqual(['overview', 'plans', 'counselors']);
  });
  it('a member sees the limited view', () => {
    expect(tabsFor(v('member'), false)).toEqual(['overview', 'plans']);
  });
});
