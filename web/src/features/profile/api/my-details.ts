/**
 * What a person keeps on /profile (product.md §4): for a member the onboarding facts — name, phone and locale
 * on `users`, preferred contact, best times, needs and accessibility on their `profiles` row; for a counselor
 * the public `counselors` record members read.
 */
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { textToHtml } from '../../../lib/html-text';
import type { CounselorsRecord, MembersRecord, ProfilesRecord, UsersRecord } from '../../../lib/schema';

interface MemberRow extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name'> {}

interface ProfileRow
  extends RecordModel,
    Pick<ProfilesRecord, 'member' | 'phone' | 'preferred_contact' | 'best_times' | 'accessibility' | 'needs' | 'pronouns'> {}

export interface CounselorRow
  extends RecordModel,
    Pick<CounselorsRecord, 'user' | 'display_name' | 'photo' | 'bio' | 'languages' | 'specialties' | 'credentials'> {}

/** the signed-in user as /profile and /account read it (fresh from the store, not the session copy) */
export interface AccountRow
  extends RecordModel,
    Pick<UsersRecord, 'email' | 'name' | 'avatar' | 'role' | 'phone' | 'language' | 'timezone' | 'employer' | 'broker'> {}

export interface MemberDetails {
  user: AccountRow;
  member: MemberRow | null;
  profile: ProfileRow | null;
}

export const detailsKey = (userId: string) => ['profile', 'details', userId] as const;
export const counselorKey = (userId: string) => ['profile', 'counselor', userId] as const;

const first = async <T>(collection: string, filter: string): Promise<T | null> => {
  const page = await pb.collection(collection).getList<T>(1, 1, { filter, skipTotal: true });
  return page.items[0] ?? null;
};

export async function loadMemberDetails(userId: string): Promise<MemberDetails> {
  const user = await pb.collection('users').getOne<AccountRow>(userId);
  const member = await first<MemberRow>('members', pb.filter('user = {:u}', { u: userId }));
  const profile = member ? await first<ProfileRow>('profiles', pb.filter('member = {:m}', { m: member.id })) : null;
  return { user, member, profile };
}

export function loadMyCounselor(userId: string): Promise<CounselorRow | null> {
  return first<CounselorRow>('counselors', pb.filter('user = {:u}', { u: userId }));
}

export interface MemberDetailsInput {
  name: string;
  phone: string;
  preferred: string;
  bestTimes: string;
  language: string;
  timezone: string;
  needs: string[];
  accessibility: string[];
}

/** saves the member's facts: name, phone and locale on the account, the rest on the profile (created when missing) */
export async function saveMemberDetails(details: MemberDetails, v: MemberDetailsInput): Promise<void> {
  const phone = v.phone.trim();
  await pb.collection('users').update(details.user.id, {
    name: v.name.trim(),
    phone,
    language: v.language,
    timezone: v.timezone,
  });
  if (!details.member) return;
  const data = {
    phone,
    preferred_contact: v.preferred,
    best_times: v.bestTimes.trim(),
    needs: v.needs,
    accessibility: v.accessibility,
  };
  if (details.profile) await pb.collection('profiles').update(details.profile.id, data);
  else await pb.collection('profiles').create({ member: details.member.id, ...data });
}

export interface CounselorInput {
  display_name: string;
  bio: string;
  credentials: string;
  languages: string[];
  specialties: string[];
  photo: File | null;
}

/** saves what members see of a counselor; a new photo goes up in the same request */
export function saveCounselor(counselor: CounselorRow, v: CounselorInput): Promise<CounselorRow> {
  const body = new FormData();
  body.append('display_name', v.display_name.trim());
  body.append('bio', v.bio.trim() ? textToHtml(v.bio.trim()) : '');
  body.append('credentials', v.credentials.trim());
  // an empty multi-select is sent as one empty value so that clearing it saves
  for (const l of v.languages.length ? v.languages : ['']) body.append('languages', l);
  for (const s of v.specialties.length ? v.specialties : ['']) body.append('specialties', s);
  if (v.photo) body.append('photo', v.photo);
  return pb.collection('counselors').update<CounselorRow>(counselor.id, body);
}

export function counselorPhotoUrl(c: CounselorRow): string | null {
  return c.photo ? pb.files.getURL(c, c.photo, { thumb: '200x200' }) : null;
}
