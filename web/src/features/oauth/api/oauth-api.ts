/** The /oauth/authorize screen's calls: validate the request, then Allow or Deny. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../../lib/api-client';

interface ClientCard {
  id: string;
  name: string;
  homepage: string;
  description: string;
  developer: string;
  logo: string;
  verified: boolean;
}

interface Person {
  id: string;
  name: string;
  self: boolean;
}

export interface AuthorizeCheck {
  client: ClientCard;
  scopes: string[];
  redirect_uri: string;
  state: string;
  people: Person[];
  skip_consent: boolean;
  member: string;
}

/** a refused request: `redirect` is set only when the app's return address was verified */
export interface AuthorizeProblem {
  error: string;
  description: string;
  redirect: string;
}

export function problemOf(error: unknown): AuthorizeProblem {
  if (error instanceof ClientResponseError && error.status === 400) {
    const body = error.response as Record<string, unknown>;
    return {
      error: String(body['error'] ?? 'invalid_request'),
      description: String(body['error_description'] ?? ''),
      redirect: String(body['redirect'] ?? ''),
    };
  }
  return { error: 'unavailable', description: '', redirect: '' };
}

export function useAuthorizeCheck(params: Record<string, string>, sessionKey: string) {
  return useQuery({
    queryKey: ['oauth', 'check', JSON.stringify(params), sessionKey],
    queryFn: () => pb.send<AuthorizeCheck>('/api/oauth/authorize/check', { query: params }),
    retry: false,
  });
}

/** The person's answer on the consent screen; resolves with where the browser goes next (the app's redirect). */
export function useDecide(params: Record<string, string>) {
  return useMutation({
    mutationFn: ({ decision, member }: { decision: 'allow' | 'deny'; member: string }) => decide(params, decision, member),
  });
}

async function decide(
  params: Record<string, string>,
  decision: 'allow' | 'deny',
  member: string,
): Promise<string> {
  const res = await pb.send<{ redirect: string }>('/api/oauth/authorize', {
    method: 'POST',
    body: { ...params, decision, member },
  });
  return res.redirect;
}

export function fileUrl(path: string): string {
  return path ? `${pb.baseURL.replace(/\/+$/, '')}${path}` : '';
}
