import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyRows } from '../api/circles';
import { useCircleLive } from '../api/use-circle-live';
import { accessLabel, rowLive } from '../lib/labels';
import { ScopeList } from './scope-list';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** /members for a member: "People who shared a circle with me" */
export function SharedWithMe({ userId }: { userId: string }) {
  useCircleLive(userId);
  const t = useT();
  const rows = useMyRows(userId);
  const live = (rows.data ?? []).filter((r) => rowLive(r) && r.expand?.circle?.member);
  if (!live.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="shared-with-me">
      <Title order={2} fz="xl" id="shared-with-me">
        {t('circles.sharedWithMe')}
      </Title>
      {live.map((r) => (
        <Paper key={r.id} withBorder p="md" radius="md">
          <Stack gap={6}>
            <Anchor component={Link} to={paths.member.href(r.expand!.circle!.member)} fw={600}>
              {personName(r.expand?.circle?.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' }) || t('circles.sharedPerson')}
            </Anchor>
            <Text size="sm" c="gray.7">
              {r.expand?.circle?.name} · {accessLabel(r.access)}
            </Text>
            <ScopeList scopes={r.scopes} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
