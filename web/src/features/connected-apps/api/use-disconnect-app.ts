import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { appKeys } from './apps-api';

/** Disconnects an app the person allowed (revokes the grant): its access ends at once. */
export function useDisconnectApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) => pb.collection('oauth_grants').update(grantId, { revoked: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
