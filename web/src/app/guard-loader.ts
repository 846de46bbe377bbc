import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getRuntimeConfig } from '../config/env';
import { authReady, loadApiClient } from '../lib/api-base';
import { readSession, type Session } from '../lib/session';
import type { AgreementRow } from '../features/onboarding/agreement-status';
import { evaluateGuard } from './guard';
import type { MembersRecord } from '../lib/schema';

/** What the guard knows of the signed-in member's `members` row. */
export type MemberState = Pick<MembersRecord, 'id' | 'onboarding_step' | 'counselor'>;

let memberCache: { key: string; value: Promise<MemberState | null> } | null = null;
let agreementCache: { key: string; value: Promise<boolean | null> } | null = null;

const sessionKey = (s: Session) => `${s.user?.id ?? ''}|${s.token}`;

/**
 * The member row of the session, loaded once per session (sign-in, sign-out, token refresh) and kept
 * until `primeMemberState`/`invalidateMemberState`. A failed load counts as unknown (the server's rules
 * stay the authority), and is retried on the next navigation.
 */
export function loadMemberState(session: Session): Promise<MemberState | null> {
  const key = sessionKey(session);
  if (memberCache?.key === key) return memberCache.value;
  // the SDK client is loaded on demand: the first load of /login has no session and does not need it
  const value = loadApiClient()
    .then(({ pb }) =>
      pb.collection('members').getList<MemberState>(1, 1, {
        filter: pb.filter('user = {:user}', { user: session.user?.id ?? '' }),
        fields: 'id,onboarding_step,counselor',
        skipTotal: true,
      }),
    )
    .then((page) => page.items[0] ?? null)
    .catch(() => {
      if (memberCache?.key === key) memberCache = null;
      return null;
    });
  memberCache = { key, value };
  return value;
}

/** Onboarding saved the row: the guard uses this state from now on. */
export function primeMemberState(member: MemberState): void {
  memberCache = {
    key: sessionKey(readSession()),
    value: Promise.resolve({ id: member.id, onboarding_step: member.onboarding_step, counselor: member.counselor }),
  };
}

export function invalidateMemberState(): void {
  memberCache = null;
  agreementCache = null;
}

/**
 * Whether the user has agreement documents to accept again (an older version accepted), loaded once per session
 * like the member row and kept until `invalidateAgreementState` (the agreement step saved). A failed load counts
 * as unknown (null) and is retried on the next navigation. The version rules load with the request, not on the
 * first load of /login (a signed-in member's check only, decision 0062).
 */
function loadAgreementState(session: Session): Promise<boolean | null> {
  const key = sessionKey(session);
  if (agreementCache?.key === key) return agreementCache.value;
  // the request leaves as soon as the client is in (not after the rules' chunk: over HTTP/1.1 it would queue
  // behind the first screen's chunks); the rules load meanwhile
  const value = Promise.all([
    loadApiClient().then(({ pb }) =>
      pb.collection('agreements').getFullList<AgreementRow>({
        filter: pb.filter('user = {:user}', { user: session.user?.id ?? '' }),
        fields: 'document,version,action',
        sort: 'created',
      }),
    ),
    import('../features/onboarding/agreement-status'),
  ])
    .then(([rows, status]) => status.outdatedDocuments(status.acceptedVersions(rows)).length > 0)
    .catch(() => {
      if (agreementCache?.key === key) agreementCache = null;
      return null;
    });
  agreementCache = { key, value };
  return value;
}

/** The agreement step saved: the guard reloads the accepted versions on the next navigation. */
export function invalidateAgreementState(): void {
  agreementCache = null;
}

function isMemberRole(session: Session): boolean {
  const role = session.user?.role;
  return (
    !session.isSuperuser &&
    session.user !== null &&
    (role === undefined || role === 'member' || (role as string) === '')
  );
}

/** Runs the guard on every navigation (the root route always revalidates). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await authReady;
  const url = new URL(request.url);
  const session = readSession();
  // both requests start together (in parallel, not one after the other)
  const [member, agreements] = isMemberRole(session)
    ? await Promise.all([loadMemberState(session), loadAgreementState(session)])
    : [null, null];
  // only a finished member is checked: during onboarding the step order leads to the agreement step
  const outdated = member?.onboarding_step === 'completed' ? agreements : null;
  const verdict = evaluateGuard({
    pathname: url.pathname,
    search: url.search,
    user: session.user,
    isSuperuser: session.isSuperuser,
    environment: getRuntimeConfig().environment,
    requireVerifiedEmail: getRuntimeConfig().requireVerifiedEmail,
    onboardingStep: member ? member.onboarding_step || 'guide' : undefined,
    agreementsOutdated: outdated ?? undefined,
  });
  if (verdict.kind === 'redirect') throw redirect(verdict.to);
  if (verdict.kind === 'notFound') throw data(verdict.message, { status: 404, statusText: 'Not Found' });
  return null;
}

export function unmatchedLoader({ request }: LoaderFunctionArgs): never {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
}
