/**
 * The member's data rights on /account (product.md §3.1, §4): download a zip of their own records
 * and files (`GET /api/account/export`), and account deletion as a request with a 30-day grace
 * period (`/api/account/deletion`: GET state, POST ask, DELETE cancel).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

export interface DeletionState {
  /** when the user asked ('' when there is no request) */
  requestedAt: string;
  /** when the account will be purged ('' when there is no request) */
  purgeAfter: string;
}

const DELETION = '/api/account/deletion';
const deletionKey = ['account', 'deletion'] as const;

export function useDeletionState(enabled = true) {
  return useQuery({
    queryKey: deletionKey,
    queryFn: () => pb.send<DeletionState>(DELETION, { method: 'GET' }),
    enabled,
  });
}

export function useDeletionRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: boolean) => pb.send<DeletionState>(DELETION, { method: ask ? 'POST' : 'DELETE' }),
    onSuccess: (state) => client.setQueryData(deletionKey, state),
  });
}

/** the file name the server suggests (`covey-data-YYYY-MM-DD.zip`), or a dated default */
export function exportFileName(disposition: string | null, today = new Date()): string {
  const m = disposition?.match(/filename="?([^";]+)"?/i);
  return m?.[1] ?? `covey-data-${today.toISOString().slice(0, 10)}.zip`;
}

/** fetches the archive with the session token (a plain link could not send it) and saves it */
export async function downloadMyData(): Promise<string> {
  const res = await fetch(pb.buildURL('/api/account/export'), {
    headers: { Authorization: pb.authStore.token },
  });
  if (!res.ok) throw new Error(`export failed with ${res.status}`);
  const name = exportFileName(res.headers.get('content-disposition'));
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // give the browser a moment to start the download before the blob goes
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}
