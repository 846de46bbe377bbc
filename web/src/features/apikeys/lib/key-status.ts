/** Whether a key still works, for its badge. */
import { storeDateMs } from '../../../lib/store-date';
export type KeyStatus = 'active' | 'revoked' | 'expired';

export function keyStatus(key: { revoked: boolean; expires: string }, now = Date.now()): KeyStatus {
  if (key.revoked) return 'revoked';
  if (key.expires && storeDateMs(key.expires) <= now) return 'expired';
  return 'active';
}

/** the curl example of the empty state: an invited roster member created with a write:roster key */
export function rosterCurl(apiUrl: string, employerId: string): string {
  const body = JSON.stringify({
    employer: employerId || 'YOUR_EMPLOYER_ID',
    first_name: 'Jordan',
    last_name: 'Lee',
    email: 'jordan.lee@example.com',
    employee_id: 'E-1001',
    status: 'invited',
  });
  return [
    `curl -X POST '${apiUrl.replace(/\/+$/, '')}/api/collections/members/records' \\`,
    `  -H 'Authorization: Bearer pk_YOUR_KEY' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}
