import { Button, List, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useEmployer } from '../api/orgs-api';

/** /auth/pending, eligibility variant: the member signed up by join code or work email and waits for the roster */
export function EligibilityPending({ employerId }: { employerId: string }) {
  const employer = useEmployer(employerId);
  const name = employer.data?.name ?? 'your employer';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Text fw={600} size="lg">
          We're confirming your eligibility with {name}
        </Text>
        <Text c="gray.8">
          {name}'s benefits team checks that you are on their roster. This usually takes one business day; we'll let you know as soon as it's done.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Meanwhile you can read your feed and add files.</List.Item>
          <List.Item>Questions? Ask your HR team, or write to support@covey.app.</List.Item>
        </List>
        <Button variant="light" component={Link} to={paths.feed.href()} w="fit-content">
          Browse the feed
        </Button>
      </Stack>
    </Paper>
  );
}
