import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { AppointmentDetail } from '../../../features/appointments/components/appointment-detail';
import { AppointmentList } from '../../../features/appointments/components/appointment-list';
import { viewerZone } from '../../../features/appointments/lib/time';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';

export { AppointmentsNewScreen } from './appointments-new';

export function AppointmentsScreen() {
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  const book = (
    <Button component={Link} to={paths.appointmentsNew.href()}>
      {role === 'counselor' ? 'Book for a member' : 'Book an appointment'}
    </Button>
  );
  const description = isSuperuser
    ? "Members' calls with their counselors and doctor visits, upcoming and past."
    : role === 'counselor'
      ? 'Your sessions with members and the doctor visits you arrange, upcoming and past.'
      : 'Calls with your counselor and doctor visits, upcoming and past.';
  return (
    <Page title="Appointments" description={description} actions={book}>
      {role === 'member' && user ? <PersonSwitcher userId={user.id} /> : null}
      <AppointmentList
        role={role}
        tz={viewerZone(user?.['timezone'])}
        hrefOf={paths.appointment.href}
        bookAction={book}
      />
    </Page>
  );
}

export function AppointmentScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return (
    <Page title="Appointment">
      <AppointmentDetail
        id={id}
        role={user?.role ?? ''}
        tz={viewerZone(user?.['timezone'])}
        chatHref={paths.chat.href()}
        appointmentsHref={paths.appointments.href()}
      />
    </Page>
  );
}
