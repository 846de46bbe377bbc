import { t } from '../i18n/i18n';

/** The web's one way to name a person record (members, users, counselors). */
export interface NamedPerson {
  first_name?: string | null;
  last_name?: string | null;
}

/** What a screen shows when there is no name to show. */
interface PersonNameOptions {
  /** a person whose names are both empty (default "Unnamed member") */
  fallback?: string;
  /** no person at all (an unexpanded relation); default: `fallback` */
  missing?: string;
}

/** "First Last", trimmed; `fallback` when both names are empty, `missing` when there is no person. */
export function personName(p: NamedPerson | null | undefined, options: PersonNameOptions = {}): string {
  const fallback = options.fallback ?? t('person.unnamed');
  if (!p) return options.missing ?? fallback;
  return [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || fallback;
}
