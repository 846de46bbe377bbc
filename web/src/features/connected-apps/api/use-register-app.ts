import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { appKeys, type ClientRecord } from './apps-api';

export interface NewApp {
  owner: string;
  name: string;
  homepage: string;
  description: string;
  redirectUris: string[];
  type: 'public' | 'confidential';
  scopes: string[];
}

/** Registers an app; it waits for Covey's review. */
export function useRegisterApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApp) =>
      pb.collection('oauth_clients').create<ClientRecord>({
        owner: input.owner,
        name: input.name,
        homepage: input.homepage,
        description: input.description,
        redirect_uris: input.redirectUris,
        type: input.type,
        allowed_scopes: input.scopes,
        status: 'pending_review',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
