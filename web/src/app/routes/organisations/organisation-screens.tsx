import { AreaScreen } from '../../../components/area-screen';

export function BrokersScreen() {
  return (
    <AreaScreen title="Brokers" emptyTitle="No brokers yet">
      Broker agencies connected to your account will appear here.
    </AreaScreen>
  );
}

export function BrokerScreen() {
  return (
    <AreaScreen title="Broker" emptyTitle="This broker is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}

export function EmployersScreen() {
  return (
    <AreaScreen title="Employers" emptyTitle="No employers yet">
      Employers connected to your account will appear here.
    </AreaScreen>
  );
}

export function EmployerScreen() {
  return (
    <AreaScreen title="Employer" emptyTitle="This employer is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}

export { CounselorScreen } from './counselor-screen';
