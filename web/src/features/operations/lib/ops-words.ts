/** Operator-facing sentences, counted in words (one place, tested). */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function capacityLabel(caseload: number, capacity: number): string {
  if (capacity <= 0) return caseload > 0 ? `${caseload} members, no capacity set` : 'No capacity set';
  return `${caseload} of ${capacity}`;
}

/** red when full or over, orange from 80 %, green below */
export function capacityColor(caseload: number, capacity: number): 'red' | 'orange' | 'green' {
  if (capacity <= 0) return caseload > 0 ? 'red' : 'green';
  const r = caseload / capacity;
  return r >= 1 ? 'red' : r >= 0.8 ? 'orange' : 'green';
}

export function accountStateLabel(status: string): string {
  switch (status) {
    case 'suspended':
      return 'Suspended: cannot sign in';
    case 'pending':
      return 'Waiting for confirmation';
    case 'deleted':
    case 'pending_deletion':
      return 'Being deleted';
    default:
      return 'Active: can sign in';
  }
}
