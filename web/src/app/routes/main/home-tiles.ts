/**
 * The shortcut tiles under each role's home, in the role's own words (offered only where the guard opens
 * them; the home leaves out the ones the role's navigation already shows).
 */
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-id';
import type { NavRole } from '../../layouts/role-nav';

export interface HomeTile {
  to: string;
  label: MessageId;
  hint: MessageId;
}

const p = paths;

export const HOME_TILES: Readonly<Record<NavRole, readonly HomeTile[]>> = {
  member: [
    { to: p.chat.path, label: 'homeTiles.member.chat', hint: 'homeTiles.member.chatHint' },
    { to: p.plans.path, label: 'homeTiles.member.care', hint: 'homeTiles.member.careHint' },
    { to: p.appointments.path, label: 'homeTiles.member.appointments', hint: 'homeTiles.member.appointmentsHint' },
    { to: p.reports.path, label: 'homeTiles.member.billsAndClaims', hint: 'homeTiles.member.billsAndClaimsHint' },
    { to: p.coveragesEdit.path, label: 'homeTiles.member.insuranceCards', hint: 'homeTiles.member.insuranceCardsHint' },
    { to: p.files.path, label: 'homeTiles.member.files', hint: 'homeTiles.member.filesHint' },
    { to: p.circles.path, label: 'homeTiles.member.circles', hint: 'homeTiles.member.circlesHint' },
    { to: p.members.path, label: 'homeTiles.member.myHousehold', hint: 'homeTiles.member.myHouseholdHint' },
    { to: p.feed.path, label: 'homeTiles.member.newsAndTips', hint: 'homeTiles.member.newsAndTipsHint' },
  ],
  counselor: [
    { to: p.chat.path, label: 'homeTiles.counselor.chat', hint: 'homeTiles.counselor.chatHint' },
    { to: p.members.path, label: 'homeTiles.counselor.caseload', hint: 'homeTiles.counselor.caseloadHint' },
    { to: p.appointments.path, label: 'homeTiles.counselor.appointments', hint: 'homeTiles.counselor.appointmentsHint' },
    { to: p.reports.path, label: 'homeTiles.counselor.reports', hint: 'homeTiles.counselor.reportsHint' },
    { to: p.tasks.path, label: 'homeTiles.counselor.tasks', hint: 'homeTiles.counselor.tasksHint' },
    { to: p.plans.path, label: 'homeTiles.counselor.plans', hint: 'homeTiles.counselor.plansHint' },
    { to: p.employers.path, label: 'homeTiles.counselor.employers', hint: 'homeTiles.counselor.employersHint' },
    { to: p.feed.path, label: 'homeTiles.counselor.feed', hint: 'homeTiles.counselor.feedHint' },
  ],
  employer: [
    { to: p.members.path, label: 'homeTiles.employer.roster', hint: 'homeTiles.employer.rosterHint' },
    { to: p.employers.path, label: 'homeTiles.employer.company', hint: 'homeTiles.employer.companyHint' },
    { to: p.brokers.path, label: 'homeTiles.employer.broker', hint: 'homeTiles.employer.brokerHint' },
    { to: p.feed.path, label: 'homeTiles.employer.announcements', hint: 'homeTiles.employer.announcementsHint' },
    { to: p.apikeys.path, label: 'homeTiles.employer.apiKeys', hint: 'homeTiles.employer.apiKeysHint' },
  ],
  broker: [
    { to: p.employers.path, label: 'homeTiles.broker.employers', hint: 'homeTiles.broker.employersHint' },
    { to: p.brokers.path, label: 'homeTiles.broker.agency', hint: 'homeTiles.broker.agencyHint' },
    { to: p.feed.path, label: 'homeTiles.broker.announcements', hint: 'homeTiles.broker.announcementsHint' },
    { to: p.apikeys.path, label: 'homeTiles.broker.apiKeys', hint: 'homeTiles.broker.apiKeysHint' },
  ],
  superuser: [
    { to: p.members.path, label: 'homeTiles.superuser.findAnyone', hint: 'homeTiles.superuser.findAnyoneHint' },
    { to: p.employers.path, label: 'homeTiles.superuser.employers', hint: 'homeTiles.superuser.employersHint' },
    { to: p.brokers.path, label: 'homeTiles.superuser.brokers', hint: 'homeTiles.superuser.brokersHint' },
    { to: p.feed.path, label: 'homeTiles.superuser.feed', hint: 'homeTiles.superuser.feedHint' },
  ],
};
