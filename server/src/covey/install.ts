/**
 * Covey's product logic on top of the record store: one call from the composition root.
 * Order matters: the server-set guards run before the hooks that fill those fields, and the
 * hooks that make access follow a relationship run after the ones that change it.
 */
import type { CoreApp } from '../core/core-app.js';
import { installServerSetGuard } from './hooks/server-set.js';
import { installSignupHooks } from './account/hooks/signup.js';
import { installOnboardingHooks } from './care/hooks/onboarding.js';
import { installChatHooks } from './care/hooks/chats.js';
import { installStampHooks } from './care/hooks/stamps.js';
import { installCommentHooks } from './care/hooks/comments.js';
import { installWaitingMembersHooks } from './care/hooks/waiting-members.js';
import { installChatAccessHooks } from './care/hooks/chat-access.js';
import { installCounselorHandoverHooks } from './care/hooks/counselor-handover.js';
import { installRosterFieldHooks } from './organisations/hooks/roster-fields.js';
import { installEmployerGuardHooks } from './organisations/hooks/employer-guard.js';
import { installAccountAccessHooks } from './account/hooks/account-access.js';
import { installFileHooks } from './care/hooks/files.js';
import { installReportHooks } from './care/hooks/reports.js';
import { installAppointmentHooks } from './scheduling/hooks/appointments.js';
import { installPlanActivityHooks } from './care/hooks/plan-activity.js';
import { installCareInputHooks } from './care/hooks/care-input.js';
import { installScheduleInputHooks } from './scheduling/hooks/schedule-input.js';
import { installOrgInviteHooks } from './organisations/hooks/org-invites.js';
import { installRosterSignupHooks } from './organisations/hooks/roster-signup.js';
import { installCircleInviteHooks } from './circles/hooks/circle-invites.js';
import { installCircleMemberHooks } from './circles/hooks/circle-members.js';
import { installSuggestionHooks } from './care/hooks/suggestions.js';
import { installApiKeyAuth } from './account/credentials/api-key-auth.js';
import { installOAuthHooks } from './account/oauth/oauth-hooks.js';
import { installAssistantIndexHooks } from './assistant/hooks/assistant-index.js';
import { installNotifyPrefsHooks } from './notifications/hooks/notify-prefs-input.js';
import { installAuthMailLanguage } from './account/hooks/auth-mail-language.js';
import { installMemberLanguageHooks } from './account/hooks/member-language.js';
import { installMemberMfaHooks } from './account/hooks/member-mfa.js';

export function installCoveyHooks(core: CoreApp): void {
  installServerSetGuard(core);
  installRosterFieldHooks(core);
  installEmployerGuardHooks(core);
  installAccountAccessHooks(core);
  installFileHooks(core);
  installSignupHooks(core);
  // after the sign-up hook made the member's row: links it to an employer (roster claim, domain, code)
  installRosterSignupHooks(core);
  installOrgInviteHooks(core);
  installOnboardingHooks(core);
  installChatHooks(core);
  installCareInputHooks(core);
  installStampHooks(core);
  installCommentHooks(core);
  installPlanActivityHooks(core);
  installCircleInviteHooks(core);
  // before chat-access: a circle being deleted revokes its rows first
  installCircleMemberHooks(core);
  installWaitingMembersHooks(core);
  // after onboarding and waiting-members: they may set the counselor these follow
  installCounselorHandoverHooks(core);
  installChatAccessHooks(core);
  installReportHooks(core);
  installScheduleInputHooks(core);
  installAppointmentHooks(core);
  installSuggestionHooks(core);
  installApiKeyAuth(core);
  installOAuthHooks(core);
  installAssistantIndexHooks(core);
  installNotifyPrefsHooks(core);
  installAuthMailLanguage(core);
  installMemberLanguageHooks(core);
  installMemberMfaHooks(core);
}
