/** API keys of the signed-in person: list (live), create (secret once), rename, revoke. */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { listenToCollection } from '../../../lib/live-topic';
import type { ApiKeysRecord } from '../../../lib/schema';

export interface ApiKeyRecord extends RecordModel, Pick<ApiKeysRecord, 'name' | 'prefix' | 'scopes' | 'expires' | 'last_used' | 'last_ip' | 'revoked' | 'created'> {}

export interface CreatedKey extends ApiKeyRecord {
  /** the secret, returned once */
  key: string;
}

export const apiKeyKeys = {
  all: ['api_keys'] as const,
  list: (userId: string) => ['api_keys', 'list', userId] as const,
  employer: (userId: string) => ['api_keys', 'employer', userId] as const,
};

export function useApiKeys(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () => listenToCollection('api_keys', () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all })),
    [queryClient],
  );
  return useQuery({
    queryKey: apiKeyKeys.list(userId),
    enabled: Boolean(userId),
    queryFn: () =>
      pb
        .collection('api_keys')
        .getFullList<ApiKeyRecord>({ filter: pb.filter('user = {:u}', { u: userId }), sort: '-created,id' }),
  });
}

/** the employer this admin manages (for the roster example), if any */
export function useOwnEmployer(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.employer(userId),
    enabled: enabled && Boolean(userId),
    queryFn: async () => {
      const page = await pb
        .collection('employers')
        .getList<RecordModel & { name: string }>(1, 1, {
          filter: pb.filter('admins:each ?= {:u}', { u: userId }),
          sort: 'created,id',
        });
      return page.items[0] ?? null;
    },
  });
}

export function createApiKey(input: {
  name: string;
  scopes: string[];
  expiresInDays: number | null;
}): Promise<CreatedKey> {
  return pb.send<CreatedKey>('/api/keys', {
    method: 'POST',
    body: { name: input.name, scopes: input.scopes, expires_in_days: input.expiresInDays },
  });
}

export function renameApiKey(id: string, name: string): Promise<ApiKeyRecord> {
  return pb.collection('api_keys').update<ApiKeyRecord>(id, { name });
}

export function revokeApiKey(id: string): Promise<ApiKeyRecord> {
  return pb.collection('api_keys').update<ApiKeyRecord>(id, { revoked: true });
}

/** the API's address as a client outside the browser would use it */
export function apiBaseUrl(): string {
  try {
    return new URL(pb.baseURL || '/', window.location.href).toString();
  } catch {
    return window.location.origin;
  }
}
