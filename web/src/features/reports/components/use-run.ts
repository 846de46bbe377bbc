import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportError } from '../lib/report-errors';

/** runs one action at a time with its busy flag and a sentence on failure; refreshes report queries */
export function useRun() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (name: string, fn: () => Promise<unknown>): Promise<boolean> => {
    setBusy(name);
    setError(null);
    try {
      await fn();
      return true;
    } catch (err) {
      setError(reportError(err));
      return false;
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    }
  };
  return { busy, error, setError, run };
}
