import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AccountRow } from '../api/my-details';

/** Employer and broker staff: members see the organisation's card, which is edited on its own page. */
export function OrganisationCard({ user }: { user: AccountRow }) {
  const employer = user.role === 'employer' && user.employer ? paths.employer.href(user.employer) : null;
  const broker = user.role === 'broker' && user.broker ? paths.broker.href(user.broker) : null;
  const href = employer ?? broker;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="org-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="org-title">
          {employer ? 'Your employer card' : 'Your agency card'}
        </Title>
        {href ? (
          <>
            <Text size="sm">
              {employer
                ? 'Members see your organisation’s name, logo, plan offerings, support hours and enrollment dates, not you personally.'
                : 'Employers see your agency’s name, logo and contact details.'}
            </Text>
            <Anchor component={Link} to={href} w="fit-content">
              {employer ? 'View and edit your employer profile' : 'View and edit your agency profile'}
            </Anchor>
          </>
        ) : (
          <Text size="sm">Your account is not linked to an organisation yet. Ask your Covey contact to add you.</Text>
        )}
      </Stack>
    </Paper>
  );
}
