import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AccountRow } from '../api/my-details';
import { useT } from '../../../i18n/use-t';

/** Employer and broker staff: members see the organisation's card, which is edited on its own page. */
export function OrganisationCard({ user }: { user: AccountRow }) {
  const t = useT();
  const employer = user.role === 'employer' && user.employer ? paths.employer.href(user.employer) : null;
  const broker = user.role === 'broker' && user.broker ? paths.broker.href(user.broker) : null;
  const href = employer ?? broker;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="org-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="org-title">
          {employer ? t('profile.employerCard') : t('profile.agencyCard')}
        </Title>
        {href ? (
          <>
            <Text size="sm">
              {employer
                ? t('profile.employerCardHint')
                : t('profile.agencyCardHint')}
            </Text>
            <Anchor component={Link} to={href} w="fit-content">
              {employer ? t('profile.editEmployer') : t('profile.editAgency')}
            </Anchor>
          </>
        ) : (
          <Text size="sm">{t('profile.noOrganisation')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
