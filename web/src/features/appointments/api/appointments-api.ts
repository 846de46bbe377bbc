import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { listPeopleIActFor } from '../../../lib/managed-people';
import { listenToCollection } from '../../../lib/live-topic';
import type { Appointment, CounselorRecord, PersonRecord, SlotsAnswer } from './types';

const EXPAND = 'counselor,member';

/** Appointments the signed-in user may see (the server's rules decide), soonest first. */
/** every appointment the viewer can see (also prefetched with the home, app/routes/main/home-data) */
export const appointmentsQuery = () => ({
  queryKey: ['appointments', 'list'],
  queryFn: () => pb.collection('appointments').getFullList<Appointment>({ batch: 200, sort: 'start,id', expand: EXPAND }),
});

export function useAppointments() {
  return useQuery(appointmentsQuery());
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: ['appointments', 'one', id],
    queryFn: () => pb.collection('appointments').getOne<Appointment>(id, { expand: EXPAND }),
    retry: false,
  });
}

/** Refreshes appointment queries when one changes (realtime both ways). */
export function useLiveAppointments() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenToCollection('appointments', () => {
        void queryClient.invalidateQueries({ queryKey: ['appointments'] });
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
      }),
    [queryClient],
  );
}

/** Free slots of a counselor from `/api/slots`, labelled in the viewer's zone. */
export function useSlots(counselorId: string, from: string, to: string, tz: string) {
  return useQuery({
    queryKey: ['slots', counselorId, from, to, tz],
    queryFn: () => pb.send<SlotsAnswer>('/api/slots', { query: { counselor: counselorId, from, to, tz } }),
    enabled: counselorId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCounselorRecord(id: string) {
  return useQuery({
    queryKey: ['counselors', id],
    queryFn: () => pb.collection('counselors').getOne<CounselorRecord>(id),
    enabled: id !== '',
    retry: false,
  });
}

export function useMyCounselorProfile(userId: string) {
  return useQuery({
    queryKey: ['counselors', 'me', userId],
    queryFn: async () =>
      (
        await pb
          .collection('counselors')
          .getList<CounselorRecord>(1, 1, { filter: pb.filter('user = {:u}', { u: userId }) })
      ).items[0] ?? null,
    enabled: userId !== '',
  });
}

/** the people one may book for: oneself, a minor one manages, someone whose circle lets one book; a counselor's caseload */
export function usePeople(role: string, userId: string) {
  return useQuery({
    queryKey: ['members', 'bookable', role, userId],
    queryFn: () =>
      role === 'counselor'
        ? pb.collection('members').getFullList<PersonRecord>({
            filter: pb.filter('counselor.user = {:me}', { me: userId }),
            sort: 'last_name,first_name,id',
            expand: 'counselor',
          })
        : listPeopleIActFor<PersonRecord>(userId, 'appointments', {
            sort: 'last_name,first_name,id',
            expand: 'counselor',
          }),
    enabled: userId !== '',
  });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => pb.collection('appointments').create<Appointment>(body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

export function useUpdateAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      pb.collection('appointments').update<Appointment>(id, body, { expand: EXPAND }),
    onSuccess: (saved) => queryClient.setQueryData(['appointments', 'one', id], saved),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

/** The counselor's photo as a 100×100 thumbnail (undefined without one). */
export const counselorPhotoUrl = (counselor: CounselorRecord): string | undefined =>
  counselor.photo ? pb.files.getURL(counselor, counselor.photo, { thumb: '100x100' }) : undefined;

/** Downloads the appointment's calendar file (the request carries the session token). */
export async function downloadIcs(id: string): Promise<void> {
  const res = await fetch(pb.buildURL(`/api/appointments/${encodeURIComponent(id)}/ics`), {
    headers: { Authorization: pb.authStore.token },
  });
  if (!res.ok) throw new Error('The calendar file could not be downloaded. Try again in a moment.');
  const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'appointment.ics';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
