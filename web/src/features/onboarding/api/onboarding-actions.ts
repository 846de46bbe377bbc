import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { userLanguage } from '../../../lib/api-client';
import { acceptedVersions } from '../agreement-status';
import type { AgreementsRecord } from '../../../lib/schema';

export interface AgreementRecord extends RecordModel, Pick<AgreementsRecord, 'document' | 'version' | 'action' | 'signature_name'> {}

export function getMyAgreements(userId: string): Promise<AgreementRecord[]> {
  return pb.collection('agreements').getFullList<AgreementRecord>({
    filter: pb.filter('user = {:u}', { u: userId }),
    sort: 'created',
  });
}

/** Records an accepted document unless this version is already accepted (so a second submit adds nothing). */
export async function acceptAgreement(input: {
  userId: string;
  memberId: string;
  document: string;
  version: string;
  signatureName: string;
  existing: AgreementRecord[];
}): Promise<AgreementRecord | null> {
  const have = acceptedVersions(input.existing)[input.document] === input.version;
  if (have) return null;
  return pb.collection('agreements').create<AgreementRecord>({
    user: input.userId,
    member: input.memberId,
    document: input.document,
    version: input.version,
    action: 'accepted',
    signature_name: input.signatureName,
    user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 255),
  });
}

export interface UserContactFields {
  language: string;
  timezone: string;
}

export function saveUserContact(userId: string, fields: UserContactFields & { name: string; phone: string }) {
  return pb.collection('users').update(userId, fields);
}

export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'zh', label: '中文' },
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'ko', label: '한국어' },
  { value: 'tl', label: 'Tagalog' },
  { value: 'ar', label: 'العربية' },
  { value: 'fr', label: 'Français' },
  { value: 'ru', label: 'Русский' },
  { value: 'ht', label: 'Kreyòl ayisyen' },
];

export function deviceLanguage(): string {
  const code = userLanguage().slice(0, 2).toLowerCase();
  return LANGUAGE_OPTIONS.some((l) => l.value === code) ? code : 'en';
}
