import { useQuery } from '@tanstack/react-query';
import { loadSettings, settingsKey } from './account-settings';

/** the account's language, time zone and support-access choice, fresh from the store */
export function useAccountSettings(userId: string) {
  return useQuery({ queryKey: settingsKey(userId), queryFn: () => loadSettings(userId) });
}
