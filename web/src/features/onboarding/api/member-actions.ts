import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { asStep, nextStep, stepIndex, type FormStep } from '../steps';
import type { MembersRecord, ProfilesRecord } from '../../../lib/schema';

export interface MemberRecord extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'email' | 'employer' | 'counselor' | 'status' | 'onboarding_step' | 'relationship' | 'minor'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
}

export interface ProfileRecord extends RecordModel, Pick<ProfilesRecord, 'member' | 'phone' | 'preferred_contact' | 'best_times' | 'accessibility' | 'interpreter_language' | 'needs' | 'notes_for_counselor'> {
  address: { zip?: string } | null;
  intake: Record<string, unknown> | null;
}

/** The signed-in user's own `members` row (null when the account has none, e.g. staff). */
export async function getMyMember(userId: string): Promise<MemberRecord | null> {
  const page = await pb
    .collection('members')
    .getList<MemberRecord>(1, 1, { filter: pb.filter('user = {:user}', { user: userId }), skipTotal: true });
  return page.items[0] ?? null;
}

export async function getMyProfile(memberId: string): Promise<ProfileRecord | null> {
  const page = await pb
    .collection('profiles')
    .getList<ProfileRecord>(1, 1, { filter: pb.filter('member = {:m}', { m: memberId }), skipTotal: true });
  return page.items[0] ?? null;
}

/** Saves profile fields (creates the row when the server has none yet). */
/** what the form sends: select values as the form holds them (text); the store checks them against the schema */
export type ProfileInput = Partial<
  Omit<ProfileRecord, 'needs' | 'accessibility' | 'interpreter_language'> & { needs: string[]; accessibility: string[]; interpreter_language: string }
>;

export function saveProfile(memberId: string, profile: ProfileRecord | null, data: ProfileInput) {
  return profile
    ? pb.collection('profiles').update<ProfileRecord>(profile.id, data)
    : pb.collection('profiles').create<ProfileRecord>({ member: memberId, ...data });
}

/**
 * Finishes `step`: moves `onboarding_step` one step forward when the member is at it. A member already
 * further along (a second submit, another device) is left where they are, so this is harmless twice.
 */
export async function completeStep(member: MemberRecord, step: FormStep): Promise<MemberRecord> {
  const at = asStep(member.onboarding_step);
  if (stepIndex(at) > stepIndex(step)) return member;
  return pb.collection('members').update<MemberRecord>(member.id, { onboarding_step: nextStep(step) });
}

/** Name fields live on the member row. */
export function saveMemberName(member: MemberRecord, first: string, last: string): Promise<MemberRecord> {
  return pb.collection('members').update<MemberRecord>(member.id, { first_name: first, last_name: last });
}
