/** Human labels for member fields shown in lists and cards, in the active language. */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { counselorsLanguagesLabels, listMembersOnboardingStepLabels } from '../../../lib/select-labels';

const STEP: Readonly<Record<string, string>> = listMembersOnboardingStepLabels;

/** how a member prefers to be reached, in words ("Text message", not "Sms"): the catalog ids */
export const PREFERRED_CONTACT: Readonly<Record<string, MessageId>> = {
  app: 'contact.viaApp',
  email: 'contact.viaEmail',
  sms: 'contact.viaSms',
  phone: 'contact.viaPhone',
};

/** a select value's label from a select-labels map; a value the map does not know in readable words */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? humanize(value);

/** a member's language in the staff screens' words (users.language, mirrored on the member row; the same language list as counselors') */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = counselorsLanguagesLabels;

export function languageLabel(code: string | undefined): string {
  return code ? (LANGUAGE_NAMES[code] ?? code) : '';
}

export function onboardingLabel(step: string, status: string): string {
  if (status === 'invited') return t('label.membersStatus.invited');
  if (status === 'inactive') return t('label.membersStatus.inactive');
  return STEP[step] ?? t('members.notStarted');
}

/**
 * The status a member row shows. A dependent (a row with a subscriber) never onboards: to the member
 * whose plan covers them it reads "Dependent · covered by your plan", to staff "Dependent".
 */
export function memberStatusLabel(
  m: { onboarding_step: string; status: string; subscriber?: string },
  viewerRole: string,
): string {
  if (m.subscriber) return t(viewerRole === 'member' ? 'members.dependentYourPlan' : 'members.dependent');
  return onboardingLabel(m.onboarding_step, m.status);
}


const ACRONYMS = new Set(['hsa', 'fsa', 'hra', 'eob', 'er', 'pcp']);

export function humanize(value: string): string {
  if (ACRONYMS.has(value)) return value.toUpperCase();
  const s = value.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
