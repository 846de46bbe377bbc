import { useOutlet, useParams } from 'react-router';
import { AreaScreen } from '../../../components/area-screen';

const LABELS: Record<string, string> = {
  plans: 'plan',
  tasks: 'task',
  reports: 'report',
  appointments: 'appointment',
  coverages: 'coverage',
  circles: 'circle',
  posts: 'post',
  suggestions: 'suggestion',
  benefit_plans: 'benefit plan',
  employers: 'employer',
  brokers: 'broker',
  counselors: 'counselor',
  members: 'member',
  files: 'file',
};

export function EditScreen() {
  const outlet = useOutlet();
  const { type = '' } = useParams();
  if (outlet) return outlet;
  const label = LABELS[type] ?? type;
  return (
    <AreaScreen title={`New ${label}`} emptyTitle="This form is not available yet">
      Creating a {label} will be possible here soon.
    </AreaScreen>
  );
}

export function EditRecordScreen() {
  const { type = '' } = useParams();
  const label = LABELS[type] ?? type;
  return (
    <AreaScreen title={`Edit ${label}`} emptyTitle="This form is not available yet">
      Editing a {label} will be possible here soon.
    </AreaScreen>
  );
}
