import { describe, expect, it } from 'vitest';
import { latestChatByMember } from '../api/get-members';
import { humanize, memberStatusLabel, onboardingLabel } from './labels';

describe('member labels', () => {
  it.each([
    ['completed', 'active', 'Onboarding complete'],
    ['contact', 'onboarding', 'Onboarding: contact'],
    ['', 'invited', 'Invited'],
    ['', '', 'Not started'],
  ])('step %s status %s → %s', (step, status, want) => {
    expect(onboardingLabel(step, status)).toBe(want);
  });

  it('a dependent shows as covered by the plan, never as onboarding complete', () => {
    const dep = { onboarding_step: 'completed', status: 'active', subscriber: 'mmmmmmmmmmmmmm1' };
    expect(memberStatusLabel(dep, 'member')).toBe('Dependent · covered by your plan');
    expect(memberStatusLabel(dep, 'counselor')).toBe('Dependent');
    expect(memberStatusLabel({ ...dep, subscriber: '' }, 'member')).toBe('Onboarding complete');
  });

  it('humanizes', () => {
    expect(humanize('mental_health')).toBe('Mental health');
    expect(humanize('hsa')).toBe('HSA');
    expect(humanize('dental')).toBe('Dental');
  });

  it('keeps the latest chat per member', () => {
    const chat = (id: string, member: string, at: string) =>
      ({ id, member, kind: 'counselor', last_message: id, last_message_at: at, last_sender_role: '' }) as never;
    const out = latestChatByMember([chat('a', 'm1', '2026-01-01'), chat('b', 'm1', '2026-02-01'), chat('c', 'm2', '')]);
    expect(out['m1']?.id).toBe('b');
    expect(out['m2']?.id).toBe('c');
  });
});

describe('profileRows', () => {
  it('keeps only the filled-in fields, humanized', async () => {
    const { profileRows } = await import('../components/profile-summary');
    const rows = profileRows({ phone: '555', needs: ['find_doctor', 'bills'], pronouns: '', dob: '' } as never);
    expect(rows).toEqual([
      ['Phone', '555'],
      ['Needs', 'Finding a doctor, Medical bills'],
    ]);
  });

  it('says how a member prefers to be reached in words ("Preferred contact: Sms" before, #29)', async () => {
    const { profileRows } = await import('../components/profile-summary');
    expect(profileRows({ preferred_contact: 'sms' } as never)).toEqual([['Preferred contact', 'Text message']]);
    expect(profileRows({ preferred_contact: 'app' } as never)).toEqual([['Preferred contact', 'In the app']]);
  });
});
