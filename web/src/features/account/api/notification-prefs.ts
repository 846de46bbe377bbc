/**
 * The person's notification preferences (`users.notify`, product.md §3.1 and §4): per kind, in the
 * app and by email (the email digest), and quiet hours on their own clock. Unset means "on".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb, type UserRecord } from '../../../lib/api-client';
import type { NotificationsKind } from '../../../lib/schema';

export type NoticeKind = NotificationsKind;

export interface NotifyPrefs {
  in_app: Partial<Record<NoticeKind, boolean>>;
  email: Partial<Record<NoticeKind, boolean>>;
  quiet_hours: { start: string; end: string } | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const flags = (v: unknown): Partial<Record<NoticeKind, boolean>> =>
  isObj(v) ? (Object.fromEntries(Object.entries(v).filter(([, on]) => typeof on === 'boolean')) as Partial<Record<NoticeKind, boolean>>) : {};

function readPrefs(raw: unknown): NotifyPrefs {
  const v = isObj(raw) ? raw : {};
  const q = v['quiet_hours'];
  return {
    in_app: flags(v['in_app']),
    email: flags(v['email']),
    quiet_hours: isObj(q) && typeof q['start'] === 'string' && typeof q['end'] === 'string' ? { start: q['start'], end: q['end'] } : null,
  };
}

const prefsKey = (id: string) => ['users', id, 'notify'] as const;

export function useNotificationPrefs(userId: string) {
  return useQuery({
    queryKey: prefsKey(userId),
    queryFn: async () => {
      const u = await pb.collection('users').getOne(userId, { fields: 'id,notify,timezone' });
      return { prefs: readPrefs(u['notify']), timezone: typeof u['timezone'] === 'string' ? u['timezone'] : '' };
    },
  });
}

/** saves the preferences; a demo account saves nothing (the answer is 'demo') */
export function useSaveNotificationPrefs(user: UserRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: NotifyPrefs): Promise<'saved' | 'demo'> => {
      if (user.role === 'demo') return 'demo';
      await pb.collection('users').update(user.id, { notify: prefs });
      return 'saved';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prefsKey(user.id) }),
  });
}
