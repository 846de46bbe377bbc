import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { getRuntimeConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { CoverageCard } from '../../../features/coverages/components/coverage-card';
import { CounselorHome } from '../../../features/home/components/counselor-home';
import { MemberHome } from '../../../features/home/components/member-home';
import { CounselorReportsCard, MemberReportsCard } from '../../../features/reports/components/home-cards';
import { NotificationList } from '../../../features/notifications/components/notification-list';
import { BrokerHomePanel, EmployerHomePanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';
import { evaluateGuard } from '../../guard';

const AREAS: readonly { to: string; label: string; hint: string }[] = [
  { to: paths.chat.path, label: 'Chat', hint: 'Talk with your counselor' },
  { to: paths.plans.path, label: 'Plans', hint: 'Your action plans' },
  { to: paths.tasks.path, label: 'Tasks', hint: 'What to do next' },
  { to: paths.appointments.path, label: 'Appointments', hint: 'Calls and visits' },
  { to: paths.reports.path, label: 'Reports', hint: 'Bills, claims and questions' },
  { to: paths.coveragesEdit.path, label: 'Coverage', hint: 'Your insurance cards' },
  { to: paths.files.path, label: 'Files', hint: 'Your documents' },
  { to: paths.circles.path, label: 'Circles', hint: 'Family and caregivers' },
  { to: paths.members.path, label: 'Members', hint: 'People you look after' },
  { to: paths.employers.path, label: 'Employers', hint: 'Employer groups' },
  { to: paths.brokers.path, label: 'Brokers', hint: 'Broker agencies' },
  { to: paths.feed.path, label: 'Feed', hint: 'News and tips' },
  { to: paths.invites.path, label: 'Invites', hint: 'Sent and received' },
  { to: paths.suggestions.path, label: 'Suggestions', hint: 'Recommendations for you' },
  { to: paths.updates.path, label: 'Updates', hint: 'Recent activity' },
  { to: paths.apikeys.path, label: 'API keys', hint: 'Connect your systems' },
  { to: paths.account.path, label: 'Account', hint: 'Email, password, sign out' },
];

function greeting(): string {
  const hour = new Date().getHours();
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return `${part}. What would you like to do today?`;
}

export function HomeScreen() {
  const session = useSession();
  const user = session.user;
  const environment = getRuntimeConfig().environment;
  const firstName = user?.name?.trim().split(/\s+/)[0];
  // Only show areas the guard would open for this user.
  const areas = AREAS.filter(
    (a) =>
      evaluateGuard({ pathname: a.to, search: '', user, isSuperuser: session.isSuperuser, environment }).kind ===
      'allow',
  );
  return (
    <Page title={firstName ? `Welcome, ${firstName}` : 'Welcome'} description={greeting()}>
      <Stack gap="lg">
        {user?.role === 'member' ? (
          <>
            <MemberHome
              userId={user.id}
              coverage={(memberId) => <CoverageCard memberId={memberId} />}
              reports={<MemberReportsCard />}
            />
            <NotificationList />
          </>
        ) : null}
        {user?.role === 'counselor' ? <CounselorHome userId={user.id} reports={<CounselorReportsCard />} /> : null}
        {user?.role === 'employer' ? <EmployerHomePanel userId={user.id} /> : null}
        {user?.role === 'broker' ? <BrokerHomePanel brokerId={String(user['broker'] ?? '')} /> : null}
        <nav aria-label="Areas">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {areas.map((area) => (
              <UnstyledButton key={area.to} component={Link} to={area.to}>
                <Paper withBorder p="md" h="100%">
                  <Text fw={700}>{area.label}</Text>
                  <Text size="sm" c="gray.7">
                    {area.hint}
                  </Text>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </nav>
      </Stack>
    </Page>
  );
}
