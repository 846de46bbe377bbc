import { AreaScreen } from '../../../components/area-screen';

export function AppointmentsScreen() {
  return (
    <AreaScreen title="Appointments" emptyTitle="No appointments yet">
      Calls with your counselor and visits booked for you will appear here.
    </AreaScreen>
  );
}

export function AppointmentsNewScreen() {
  return (
    <AreaScreen title="Book an appointment" emptyTitle="Booking is not available yet">
      Booking time with your counselor will be possible here soon.
    </AreaScreen>
  );
}

export function AppointmentScreen() {
  return (
    <AreaScreen title="Appointment" emptyTitle="This appointment is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}
