import { useQuery } from '@tanstack/react-query';
import { pb } from './api-client';

/** whether the server can send mail (`GET /api/mail/status`, public); `data.configured` */
export function useMailConfigured() {
  return useQuery({
    queryKey: ['mail-status'],
    queryFn: () => pb.send<{ configured: boolean }>('/api/mail/status', { requestKey: null }),
    staleTime: 60_000,
  });
}
