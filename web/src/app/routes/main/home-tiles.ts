/**
 * The shortcut tiles under each role's home, in the role's own words (offered only where the guard opens
 * them; the home leaves out the ones the role's navigation already shows).
 */
import { paths } from '../../../config/paths';
import type { NavRole } from '../../layouts/role-nav';

export interface HomeTile {
  to: string;
  label: string;
  hint: string;
}

const p = paths;

export const HOME_TILES: Readonly<Record<NavRole, readonly HomeTile[]>> = {
  member: [
    { to: p.chat.path, label: 'Chat', hint: 'Talk with your counselor' },
    { to: p.plans.path, label: 'Care', hint: 'Your plans and tasks' },
    { to: p.appointments.path, label: 'Appointments', hint: 'Calls and visits' },
    { to: p.reports.path, label: 'Bills and claims', hint: 'Get help with a bill, claim or question' },
    { to: p.coveragesEdit.path, label: 'Insurance cards', hint: 'Your insurance cards' },
    { to: p.files.path, label: 'Files', hint: 'Your documents' },
    { to: p.circles.path, label: 'Circles', hint: 'Family and caregivers' },
    { to: p.members.path, label: 'My household', hint: 'People you look after' },
    { to: p.feed.path, label: 'News and tips', hint: 'From your employer and counselors' },
  ],
  counselor: [
    { to: p.chat.path, label: 'Chat', hint: 'Conversations with your members' },
    { to: p.members.path, label: 'Caseload', hint: 'Members assigned to you' },
    { to: p.appointments.path, label: 'Appointments', hint: 'Your sessions and visits to arrange' },
    { to: p.reports.path, label: 'Reports', hint: 'Bills and claims to review' },
    { to: p.tasks.path, label: 'Tasks', hint: 'Open and overdue tasks across your caseload' },
    { to: p.plans.path, label: 'Plans', hint: 'Plans across your caseload' },
    { to: p.employers.path, label: 'Employers', hint: 'Employer groups you serve' },
    { to: p.feed.path, label: 'Feed', hint: 'Tips you publish for members' },
  ],
  employer: [
    { to: p.members.path, label: 'Roster', hint: 'Your employees, their status, and inviting them' },
    { to: p.employers.path, label: 'Company', hint: 'Profile, plan offerings and metrics' },
    { to: p.brokers.path, label: 'Broker', hint: 'Your broker connection' },
    { to: p.feed.path, label: 'Announcements', hint: 'News for your employees' },
    { to: p.apikeys.path, label: 'API keys', hint: 'Sync your roster from your HR system' },
  ],
  broker: [
    { to: p.employers.path, label: 'Employers', hint: 'Your book of business' },
    { to: p.brokers.path, label: 'Agency', hint: 'Your agency, team and invitations' },
    { to: p.feed.path, label: 'Announcements', hint: "News for your groups' admins" },
    { to: p.apikeys.path, label: 'API keys', hint: 'Connect your systems' },
  ],
  superuser: [
    { to: p.members.path, label: 'Find anyone', hint: 'Every person on Covey' },
    { to: p.employers.path, label: 'Employers', hint: 'Employer groups, and adding one' },
    { to: p.brokers.path, label: 'Brokers', hint: 'Broker agencies, and adding one' },
    { to: p.feed.path, label: 'Feed', hint: 'News and tips members see' },
  ],
};
