import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getRuntimeConfig } from '../config/env';
import { authReady } from '../lib/api-client';
import { readSession } from '../lib/session';
import { evaluateGuard } from './guard';

/** Runs the guard on every navigation (the root route always revalidates). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await authReady;
  const url = new URL(request.url);
  const session = readSession();
  const verdict = evaluateGuard({
    pathname: url.pathname,
    search: url.search,
    user: session.user,
    isSuperuser: session.isSuperuser,
    environment: getRuntimeConfig().environment,
    requireVerifiedEmail: getRuntimeConfig().requireVerifiedEmail,
  });
  if (verdict.kind === 'redirect') throw redirect(verdict.to);
  if (verdict.kind === 'notFound') throw data(verdict.message, { status: 404, statusText: 'Not Found' });
  return null;
}

export function unmatchedLoader({ request }: LoaderFunctionArgs): never {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
}
