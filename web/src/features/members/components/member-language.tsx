import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { languageLabel } from '../lib/labels';

/**
 * The member's language as a badge ("Spanish") for counselors. `always` shows English too (member
 * 360); the caseload shows only languages other than English, so the ones to plan for stand out.
 */
export function MemberLanguageBadge({ language, always = false }: { language?: string; always?: boolean }) {
  const t = useT();
  if (!language || (!always && language === 'en')) return null;
  const label = languageLabel(language);
  return (
    <Badge variant="light" color="gray" aria-label={t('members.languageBadge', { language: label })} tt="none">
      {label}
    </Badge>
  );
}
