import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { appKeys, type ClientRecord } from './apps-api';

/** Superusers: approves or suspends a registered app. */
export function useSetAppStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ClientRecord['status'] }) =>
      pb.collection('oauth_clients').update(id, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
