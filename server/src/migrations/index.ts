/**
 * Every migration, in order. System migrations first; Covey's own collections follow.
 */
import type { Migration } from './migration.js';
import { systemCollections } from './system-collections.js';
import { coveyOrganisations } from './covey-organisations.js';
import { coveyUsers } from './covey-users.js';
import { coveyMembers } from './covey-members.js';
import { coveyCare } from './covey-care.js';
import { coveyCommunication } from './covey-communication.js';
import { coveyConsent } from './covey-consent.js';
import { coveyAccessFollows } from './covey-access-follows.js';
import { coveyReports } from './covey-reports.js';
import { coveyDraftPlanTasks } from './covey-draft-plan-tasks.js';
import { coveyAccountData } from './covey-account-data.js';
import { coveyCircles } from './covey-circles.js';
import { coveyOauthFamily } from './covey-oauth-family.js';
import { coveyAnswerFeedback } from './covey-answer-feedback.js';
import { coveyInviteConsent } from './covey-invite-consent.js';
import { coveyAgeIdentity } from './covey-age-identity.js';
import { coveyStaffMfa } from './covey-staff-mfa.js';
import { coveyListIndexes } from './covey-list-indexes.js';
import { coveyRelationalRules } from './covey-relational-rules.js';
import { coveyMemberUserIndex } from './covey-member-user-index.js';
import { coveyRosterNameIndex } from './covey-roster-name-index.js';
import { coveyNotificationCentre } from './covey-notification-centre.js';
import { coveyCaregiverSource } from './covey-caregiver-source.js';
import { coveyChatUnread } from './covey-chat-unread.js';
import { coveyMemberLanguage } from './covey-member-language.js';
import { coveyMemberMfa } from './covey-member-mfa.js';

export const MIGRATIONS: Migration[] = [
  systemCollections,
  coveyOrganisations,
  coveyUsers,
  coveyMembers,
  coveyCare,
  coveyCommunication,
  coveyConsent,
  coveyAccessFollows,
  coveyReports,
  coveyDraftPlanTasks,
  coveyAccountData,
  coveyCircles,
  coveyOauthFamily,
  coveyAnswerFeedback,
  coveyInviteConsent,
  coveyAgeIdentity,
  coveyStaffMfa,
  coveyListIndexes,
  coveyRelationalRules,
  coveyMemberUserIndex,
  coveyNotificationCentre,
  coveyCaregiverSource,
  coveyChatUnread,
  coveyMemberLanguage,
  coveyRosterNameIndex,
  coveyMemberMfa,
];
