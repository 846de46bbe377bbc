/**
 * The counselor's, employer's, broker's and operator's parts of the home screen, in their own chunk: a member's first
 * load of `/` (the most frequent one, on phones) does not fetch or evaluate staff panels (decision 0039).
 */
import { SimpleGrid } from '@mantine/core';
import { paths } from '../../../config/paths';
import { CounselorHome } from '../../../features/home/components/counselor-home';
import { CounselorReportsCard } from '../../../features/reports/components/home-cards';
import { CounselorPlanCards } from '../../../features/plans/components/home-cards';
import { BrokerHomePanel, EmployerHomePanel } from '../../../features/organisations/components/panels';
import { TodayAppointmentsCard } from '../../../features/appointments/components/home-cards';
import { OpsHome } from '../../../features/operations/components/panels';
import { AppReview } from '../../../features/connected-apps/components/app-review';

export function CounselorHomeSection({ userId, tz }: { userId: string; tz: string }) {
  return (
    <>
      <CounselorHome
        userId={userId}
        reports={<CounselorReportsCard />}
        todayAppointments={
          <TodayAppointmentsCard tz={tz} hrefOf={paths.appointment.href} listHref={paths.appointments.href()} />
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CounselorPlanCards />
      </SimpleGrid>
    </>
  );
}

/** The operator's `/`: the operations home, with the OAuth app review on the page (not hidden on /account). */
export function OpsHomeSection() {
  return <OpsHome appReview={<AppReview />} />;
}

export { BrokerHomePanel, EmployerHomePanel };
