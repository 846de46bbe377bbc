import { t } from '../i18n/i18n';

/** The web's one way to name a person record (members, users, counselors). */
export interface NamedPerson {
  first_name?: string | null;
  last_name?: string | null;
}

/** "First Last", trimmed; `fallback` when there is no person or both names are empty. */
export function personName(p: NamedPerson | null | undefined, fallback = t('person.unnamed')): string {
  return [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim() || fallback;
}
