import { AreaScreen } from '../../../components/area-screen';

const later = 'This onboarding step is not available yet.';

export function GuideScreen() {
  return (
    <AreaScreen title="How Covey works" emptyTitle="Guide coming soon">
      {later}
    </AreaScreen>
  );
}

export function ContactScreen() {
  return (
    <AreaScreen title="Contact details" emptyTitle="Contact step coming soon">
      {later}
    </AreaScreen>
  );
}

export function CoverageScreen() {
  return (
    <AreaScreen title="Your coverage" emptyTitle="Coverage step coming soon">
      {later}
    </AreaScreen>
  );
}

export function AgreementScreen() {
  return (
    <AreaScreen title="Agreements" emptyTitle="No agreements to sign">
      {later}
    </AreaScreen>
  );
}

export function InformationScreen() {
  return (
    <AreaScreen title="About your needs" emptyTitle="Information step coming soon">
      {later}
    </AreaScreen>
  );
}
