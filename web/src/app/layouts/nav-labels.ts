import type { MessageId } from '../../i18n/message-id';

/**
 * The catalog id of each navigation label of role-nav.ts (decision 0057). role-nav.ts keeps its English labels as
 * data; a label missing here shows as written (English) until it is added to the catalogs.
 */
const NAV_LABELS: Readonly<Record<string, MessageId>> = {
  Home: 'nav.home',
  Care: 'nav.care',
  Appointments: 'nav.appointments',
  Messages: 'nav.messages',
  Queue: 'nav.queue',
  Caseload: 'nav.caseload',
  Roster: 'nav.roster',
  Metrics: 'nav.metrics',
  Book: 'nav.book',
  Employers: 'nav.employers',
  Members: 'nav.members',
  Tasks: 'nav.tasks',
  'Caseload tasks': 'nav.caseloadTasks',
  Plans: 'nav.plans',
  'Bills and claims': 'nav.billsAndClaims',
  Reports: 'nav.reports',
  'Insurance cards': 'nav.insuranceCards',
  Files: 'nav.files',
  'My household': 'nav.myHousehold',
  Circles: 'nav.circles',
  'My employer': 'nav.myEmployer',
  'Company and metrics': 'nav.companyAndMetrics',
  Brokers: 'nav.brokers',
  'Our broker': 'nav.ourBroker',
  'Our agency': 'nav.ourAgency',
  'All messages': 'nav.allMessages',
  'News and tips': 'nav.newsAndTips',
  Announcements: 'nav.announcements',
  Invites: 'nav.invites',
  Suggestions: 'nav.suggestions',
  Updates: 'nav.updates',
  Comments: 'nav.comments',
  'API keys': 'nav.apiKeys',
  Profile: 'nav.profile',
  'Account and sign out': 'nav.accountAndSignOut',
};

export const navLabelId = (label: string): MessageId | undefined => NAV_LABELS[label];
