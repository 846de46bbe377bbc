import { ComingSoonScreen } from '../../../components/area-screen';
import { useSession } from '../../../lib/session';

export function BrokersScreen() {
  const role = useSession().user?.role;
  return <ComingSoonScreen title={role === 'broker' ? 'Your agency' : 'Brokers'} area="Broker pages" />;
}

export function BrokerScreen() {
  return <ComingSoonScreen title="Broker" area="Broker pages" />;
}

export function EmployersScreen() {
  const role = useSession().user?.role;
  if (role === 'employer') return <ComingSoonScreen title="Company and metrics" area="Company pages and metrics" />;
  return <ComingSoonScreen title="Employers" area="Employers" />;
}

export function EmployerScreen() {
  return <ComingSoonScreen title="Employer" area="Employer pages" />;
}

export { CounselorScreen } from './counselor-screen';
