import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { AppointmentDetail } from '../../../features/appointments/components/appointment-detail';
import { AppointmentList } from '../../../features/appointments/components/appointment-list';
import { viewerZone } from '../../../features/appointments/lib/time';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';

export { AppointmentsNewScreen } from './appointments-new';

export function AppointmentsScreen() {
  const { user, isSuperuser } = useSession();
  const t = useT();
  const role = user?.role ?? '';
  const book = (
    <Button component={Link} to={paths.appointmentsNew.href()}>
      {role === 'counselor' ? t('appointments.bookForMember') : t('appointments.book')}
    </Button>
  );
  const description = isSuperuser
    ? t('appointments.descriptionStaff')
    : role === 'counselor'
      ? t('appointments.descriptionCounselor')
      : t('appointments.descriptionMember');
  return (
    <Page title={t('appointments.title')} description={description} actions={book}>
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
  const t = useT();
  return (
    <Page title={t('appointments.appointment')}>
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
