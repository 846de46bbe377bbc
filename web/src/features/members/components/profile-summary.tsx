import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberProfile, type ProfileRecord } from '../api/get-member';
import { formatDateLL, useDayjsLocale } from '../../../lib/dayjs-locale';
import { profilesNeedsLabels } from '../../../lib/select-labels';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { PREFERRED_CONTACT, humanize, labelOf } from '../lib/labels';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** how the member prefers to be reached, in words ("Text message", not "Sms") */
function contactWords(value: string): string {
  if (!value) return '';
  const id = PREFERRED_CONTACT[value];
  return id ? t(id) : humanize(value);
}

/** The filled-in profile fields as [label, value] pairs, in the active language. */
export function profileRows(p: ProfileRecord): [string, string][] {
  const rows: [string, string][] = [
    [t('members.dob'), p.dob ? formatDateLL(p.dob) : ''],
    [t('members.pronouns'), p.pronouns],
    [t('contact.phone'), p.phone],
    [t('members.preferredContact'), contactWords(p.preferred_contact)],
    [t('members.bestTimes'), p.best_times],
    [t('members.needs'), (p.needs ?? []).map((n) => labelOf(profilesNeedsLabels, n)).join(', ')],
    [t('members.accessibility'), (p.accessibility ?? []).map(humanize).join(', ')],
    [t('members.notesForCounselor'), p.notes_for_counselor],
  ];
  return rows.filter(([, v]) => Boolean(v));
}

export function ProfileSummary({ memberId }: { memberId: string }) {
  const tr = useT();
  useDayjsLocale();
  const profile = useMemberProfile(memberId);
  const rows = profile.data ? profileRows(profile.data) : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-profile">
      <Title order={3} fz="lg" id="member-profile" mb="sm">
        {tr('members.profile')}
      </Title>
      <QueryState
        isPending={profile.isPending}
        errorMessage={profile.error ? errorMessage(profile.error) : null}
        onRetry={() => void profile.refetch()}
        loadingLabel={tr('members.loadingProfile')}
      >
        {rows.length > 0 ? (
          <Stack gap="xs" component="dl" m={0}>
            {rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </Stack>
        ) : (
          <Text c="gray.7">{tr('members.noProfile')}</Text>
        )}
      </QueryState>
    </Paper>
  );
}
