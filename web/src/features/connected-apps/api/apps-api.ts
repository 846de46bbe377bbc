/** Connected apps (oauth_grants), apps a developer registered (oauth_clients), and superuser review. */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { listenToCollection } from '../../../lib/live-topic';
import type { OauthClientsRecord, OauthClientsStatus, OauthClientsType } from '../../../lib/schema';

export interface ClientRecord extends RecordModel, Pick<OauthClientsRecord, 'name' | 'homepage' | 'description' | 'client_id' | 'allowed_scopes' | 'owner'> {
  /** both set when the app is registered */
  type: OauthClientsType;
  status: OauthClientsStatus;
  redirect_uris: string[] | null;
}

export interface GrantItem {
  id: string;
  scopes: string[];
  created: string;
  last_used: string;
  client: { name: string; homepage: string; developer: string; verified: boolean };
  member: { id: string; name: string; self: boolean };
}

export const appKeys = { all: ['oauth-apps'] as const };

function useLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: appKeys.all });
    const stops = [listenToCollection('oauth_grants', refresh), listenToCollection('oauth_clients', refresh)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

export function useGrants(userId: string) {
  useLive();
  return useQuery({
    queryKey: [...appKeys.all, 'grants', userId],
    enabled: Boolean(userId),
    queryFn: async () => (await pb.send<{ items: GrantItem[] }>('/api/oauth/grants', {})).items,
  });
}

export function useClients(filter: string, key: string) {
  useLive();
  return useQuery({
    queryKey: [...appKeys.all, 'clients', key],
    queryFn: () => pb.collection('oauth_clients').getFullList<ClientRecord>({ filter, sort: '-created,id' }),
  });
}

export const revokeGrant = (id: string) => pb.collection('oauth_grants').update(id, { revoked: true });

export const setClientStatus = (id: string, status: ClientRecord['status']) =>
  pb.collection('oauth_clients').update(id, { status });

export function registerClient(input: {
  owner: string;
  name: string;
  homepage: string;
  description: string;
  redirectUris: string[];
  type: 'public' | 'confidential';
  scopes: string[];
}): Promise<ClientRecord> {
  return pb.collection('oauth_clients').create<ClientRecord>({
    owner: input.owner,
    name: input.name,
    homepage: input.homepage,
    description: input.description,
    redirect_uris: input.redirectUris,
    type: input.type,
    allowed_scopes: input.scopes,
    status: 'pending_review',
  });
}

export const newClientSecret = (id: string) =>
  pb.send<{ client_id: string; client_secret: string }>(`/api/oauth/clients/${encodeURIComponent(id)}/secret`, {
    method: 'POST',
  });
