/**
 * Covey's product logic on top of the record store: one call from the composition root.
 * Order matters: the server-set guards run before the hooks that fill those fields, and the
 * hooks that make access follow a relationship run after the ones that change it.
 */
import type { CoreApp } from '../core/core-app.js';
import { installServerSetGuard } from './hooks/server-set.js';
import { installSignupHooks } from './hooks/signup.js';
import { installOnboardingHooks } from './hooks/onboarding.js';
import { installChatHooks } from './hooks/chats.js';
import { installStampHooks } from './hooks/stamps.js';
import { installCommentHooks } from './hooks/comments.js';
import { installWaitingMembersHooks } from './hooks/waiting-members.js';
import { installChatAccessHooks } from './hooks/chat-access.js';
import { installCounselorHandoverHooks } from './hooks/counselor-handover.js';
import { installRosterFieldHooks } from './hooks/roster-fields.js';
import { installEmployerGuardHooks } from './hooks/employer-guard.js';
import { installAccountAccessHooks } from './hooks/account-access.js';
import { installFileHooks } from './hooks/files.js';
import { installReportHooks } from './hooks/reports.js';
import { installAppointmentHooks } from './hooks/appointments.js';
import { installPlanActivityHooks } from './hooks/plan-activity.js';
import { installCareInputHooks } from './hooks/care-input.js';
import { installScheduleInputHooks } from './hooks/schedule-input.js';
import { installOrgInviteHooks } from './hooks/org-invites.js';
import { installRosterSignupHooks } from './hooks/roster-signup.js';
import { installCircleInviteHooks } from './hooks/circle-invites.js';
import { installCircleMemberHooks } from './hooks/circle-members.js';
import { installSuggestionHooks } from './hooks/suggestions.js';
import { installApiKeyAuth } from './credentials/api-key-auth.js';
import { installOAuthHooks } from './oauth/oauth-hooks.js';
import { installAssistantIndexHooks } from './hooks/assistant-index.js';

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
}
