import { useOutlet, useParams } from 'react-router';
import { ComingSoonScreen } from '../../../components/area-screen';

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

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function EditScreen() {
  const outlet = useOutlet();
  const { type = '' } = useParams();
  if (outlet) return outlet;
  const label = LABELS[type] ?? type;
  return <ComingSoonScreen title={`New ${label}`} area={`Creating ${article(label)} ${label}`} />;
}

export function EditRecordScreen() {
  const { type = '' } = useParams();
  const label = LABELS[type] ?? type;
  return <ComingSoonScreen title={`Edit ${label}`} area={`Editing ${article(label)} ${label}`} />;
}
