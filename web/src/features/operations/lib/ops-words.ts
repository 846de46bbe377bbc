/** Operator-facing words for capacity and account states (one place, tested), in the active language. */
import { t } from '../../../i18n/i18n';

export function capacityLabel(caseload: number, capacity: number): string {
  if (capacity <= 0) return caseload > 0 ? t('ops.capacity.noneSetMembers', { count: caseload }) : t('ops.capacity.noneSet');
  return t('ops.capacity.of', { caseload, capacity });
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
      return t('ops.state.suspended');
    case 'pending':
      return t('ops.state.pending');
    case 'deleted':
    case 'pending_deletion':
      return t('ops.state.deleting');
    default:
      return t('ops.state.active');
  }
}
