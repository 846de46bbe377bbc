/**
 * Whose item is this (product.md §4 "Caregivers"): a person who looks after others (a caregiver in
 * someone's circle, a parent of a minor) sees every item of another person labelled with that
 * person's first name ("Alex's plan", "Next appointment for Alex", "Mark Alex's task done"), and
 * may narrow the screens to one person with the person switcher. The choice lasts for the browser
 * session (sessionStorage) and is shared by every screen at once.
 */
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { usePeopleISee } from './people-i-see';

export interface OwnedBy {
  /** the member row's account; the viewer's own row has their user id */
  user?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** the other person's first name, or '' when the item is the viewer's own (or its person is unknown) */
export function otherName(member: OwnedBy | null | undefined, viewerId: string | undefined): string {
  if (!member || !viewerId || member.user === viewerId) return '';
  return (member.first_name ?? '').trim() || (member.last_name ?? '').trim() || t('whose.thisPerson');
}

/** "Alex's" / "James'"; "Your" / "your" for the viewer's own (name '') */
export function possessive(name: string, capital = true): string {
  if (!name) return capital ? 'Your' : 'your';
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** the switcher's choice: '' = everyone, otherwise a members id */
const KEY = 'covey.person';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** narrows the screens of `userId` to one person ('' = everyone); stored with the account it belongs to */
export function setPersonFilter(userId: string, memberId: string): void {
  try {
    if (memberId) sessionStorage.setItem(KEY, `${userId}:${memberId}`);
    else sessionStorage.removeItem(KEY);
  } catch {
    // private mode without storage: the choice lasts until reload
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** the stored choice when it still names someone the viewer sees ('' otherwise) */
export function validChoice(
  stored: string,
  userId: string | undefined,
  people: readonly { id: string }[] | undefined,
): string {
  const [owner, memberId = ''] = stored.split(':');
  if (!userId || owner !== userId || !memberId) return '';
  // a circle that ended (or a child who turned 18) leaves no screen narrowed to a person no longer shared
  return people && !people.some((p) => p.id === memberId) ? '' : memberId;
}

/** the members id the screens of `userId` are narrowed to ('' = everyone, another account's choice, or a person no longer shared) */
export function usePersonFilter(userId: string | undefined): string {
  const stored = useSyncExternalStore(subscribe, read, () => '');
  const people = usePeopleISee(userId);
  return validChoice(stored, userId, people.data);
}

/** whether an item of `memberId` is shown under the current choice */
export const shownFor = (choice: string, memberId: string | undefined): boolean => !choice || choice === memberId;
