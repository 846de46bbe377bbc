import { describe, expect, it } from 'vitest';
import { forViewer, viewerRole } from './viewer-role';

describe('viewerRole', () => {
  it('tells an operator session apart from a member (it has no role and used to get the member sentences)', () => {
    expect(viewerRole({ user: {}, isSuperuser: true })).toBe('superuser');
    expect(viewerRole({ user: { role: 'counselor' }, isSuperuser: false })).toBe('counselor');
    expect(viewerRole({ user: { role: 'employer' }, isSuperuser: false })).toBe('employer');
    expect(viewerRole({ user: { role: 'member' }, isSuperuser: false })).toBe('member');
    expect(viewerRole({ user: {}, isSuperuser: false })).toBe('member');
  });
});

describe('forViewer', () => {
  const words = { member: 'yours', staff: 'theirs', superuser: 'everyone’s' };
  it('picks the viewer’s own sentence, else the staff one, never the member’s for staff', () => {
    expect(forViewer('superuser', words)).toBe('everyone’s');
    expect(forViewer('counselor', words)).toBe('theirs');
    expect(forViewer('member', words)).toBe('yours');
    expect(forViewer('broker', { member: 'yours' })).toBe('yours');
  });
});
