import { useMutation } from '@tanstack/react-query';
import { exportRoster } from './org-actions';

/** downloads the roster as roster.csv */
export function useExportRoster(employer: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await exportRoster(employer);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'roster.csv';
      a.click();
      URL.revokeObjectURL(url);
    },
  });
}
