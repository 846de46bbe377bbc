import { Button, List, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useEmployer } from '../api/orgs-api';
import { useT } from '../../../i18n/use-t';

/** /auth/pending, eligibility variant: the member signed up by join code or work email and waits for the roster */
export function EligibilityPending({ employerId }: { employerId: string }) {
  const t = useT();
  const employer = useEmployer(employerId);
  const name = employer.data?.name;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {name ? t('org.pending.title', { employer: name }) : t('org.pending.titleAny')}
        </Text>
        <Text c="gray.8">
          {name ? t('org.pending.body', { employer: name }) : t('org.pending.bodyAny')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('org.pending.meanwhile')}</List.Item>
          <List.Item>{t('org.pending.questions')}</List.Item>
        </List>
        <Button variant="light" component={Link} to={paths.feed.href()} w="fit-content">
          {t('org.pending.browse')}
        </Button>
      </Stack>
    </Paper>
  );
}
