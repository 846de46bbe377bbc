import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsersRecord } from '../../../lib/schema';
import { saveSettings, settingsKey } from './account-settings';

type Settings = Partial<Pick<UsersRecord, 'language' | 'timezone' | 'allow_support_view'>>;

/** saves account settings; the SDK refreshes the session's record, so dates follow a new time zone at once */
export function useSaveSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Settings) => saveSettings(userId, data),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey(userId) }),
  });
}
