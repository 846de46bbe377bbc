import { Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberProfile, type ProfileRecord } from '../api/get-member';
import { PREFERRED_CONTACT, humanize } from '../lib/labels';

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

/** The filled-in profile fields as [label, value] pairs. */
export function profileRows(p: ProfileRecord): [string, string][] {
  const rows: [string, string][] = [
    ['Date of birth', p.dob ? dayjs(p.dob).format('MMM D, YYYY') : ''],
    ['Pronouns', p.pronouns],
    ['Phone', p.phone],
    ['Preferred contact', p.preferred_contact ? (PREFERRED_CONTACT[p.preferred_contact] ?? humanize(p.preferred_contact)) : ''],
    ['Best times', p.best_times],
    ['Needs', (p.needs ?? []).map(humanize).join(', ')],
    ['Accessibility', (p.accessibility ?? []).map(humanize).join(', ')],
    ['Notes for counselor', p.notes_for_counselor],
  ];
  return rows.filter(([, v]) => Boolean(v));
}

export function ProfileSummary({ memberId }: { memberId: string }) {
  const profile = useMemberProfile(memberId);
  const rows = profile.data ? profileRows(profile.data) : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-profile">
      <Title order={3} fz="lg" id="member-profile" mb="sm">
        Profile
      </Title>
      <QueryState
        isPending={profile.isPending}
        errorMessage={profile.error ? errorMessage(profile.error) : null}
        onRetry={() => void profile.refetch()}
        loadingLabel="Loading profile"
      >
        {rows.length > 0 ? (
          <Stack gap="xs" component="dl" m={0}>
            {rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </Stack>
        ) : (
          <Text c="gray.7">No profile details yet.</Text>
        )}
      </QueryState>
    </Paper>
  );
}
