/** The /oauth/authorize screen's calls: validate the request, then Allow or Deny. */
import { useQuery } from '@tanstack/react-query';
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

export async function decide(
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
