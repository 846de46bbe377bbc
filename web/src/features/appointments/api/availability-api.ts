import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { AvailabilityRow, CounselorRecord } from './types';

/** The counselor's own availability rows (only they can read them). */
export function useAvailability(counselorId: string) {
  return useQuery({
    queryKey: ['availability', counselorId],
    queryFn: () =>
      pb.collection('availability').getFullList<AvailabilityRow>({
        filter: pb.filter('counselor = {:c}', { c: counselorId }),
        sort: 'kind,date,start_time,id',
      }),
    enabled: counselorId !== '',
  });
}

export function useAvailabilityMutations(counselorId: string) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: ['availability', counselorId] });
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };
  const create = useMutation({
    mutationFn: (body: Partial<AvailabilityRow>) =>
      pb.collection('availability').create<AvailabilityRow>({ ...body, counselor: counselorId }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => pb.collection('availability').delete(id),
    onSettled: settle,
  });
  /** replaces the weekly rows with the given ones */
  const saveWeekly = useMutation({
    mutationFn: async ({
      existing,
      rows,
      timezone,
    }: {
      existing: AvailabilityRow[];
      rows: { weekdays: string[]; start_time: string; end_time: string }[];
      timezone: string;
    }) => {
      for (const r of existing) await pb.collection('availability').delete(r.id);
      for (const r of rows)
        await pb.collection('availability').create({ ...r, kind: 'weekly', counselor: counselorId, timezone });
    },
    onSettled: settle,
  });
  return { create, remove, saveWeekly };
}

export function useSaveCounselor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CounselorRecord>) => pb.collection('counselors').update<CounselorRecord>(id, body),
    onSuccess: (saved) => queryClient.setQueryData(['counselors', id], saved),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['counselors'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}
