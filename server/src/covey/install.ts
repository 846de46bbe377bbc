/**
 * Covey's product logic on top of the record store: one call from the composition root.
 * Order matters: the server-set guard runs before the hooks that fill those fields.
 */
import type { CoreApp } from '../core/core-app.js';
import { installServerSetGuard } from './hooks/server-set.js';
import { installSignupHooks } from './hooks/signup.js';
import { installOnboardingHooks } from './hooks/onboarding.js';
import { installChatHooks } from './hooks/chats.js';
import { installStampHooks } from './hooks/stamps.js';
import { installCommentHooks } from './hooks/comments.js';
import { installWaitingMembersHooks } from './hooks/waiting-members.js';
import { installPlanActivityHooks } from './hooks/plan-activity.js';

export function installCoveyHooks(core: CoreApp): void {
  installServerSetGuard(core);
  installSignupHooks(core);
  installOnboardingHooks(core);
  installChatHooks(core);
  installStampHooks(core);
  installCommentHooks(core);
  installPlanActivityHooks(core);
  installWaitingMembersHooks(core);
}
