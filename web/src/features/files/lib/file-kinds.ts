/** Vault kinds, accepted uploads and the checks made before anything is sent (product.md §3.4 files). */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

export const FILE_KINDS = [
  { value: 'insurance_card', label: 'files.kind.insuranceCard' },
  { value: 'eob', label: 'files.kind.eob' },
  { value: 'bill', label: 'files.kind.bill' },
  { value: 'receipt', label: 'files.kind.receipt' },
  { value: 'sbc', label: 'files.kind.sbc' },
  { value: 'letter', label: 'files.kind.letter' },
  { value: 'claim_form', label: 'files.kind.claimForm' },
  { value: 'id_document', label: 'files.kind.idDocument' },
  { value: 'prescription', label: 'files.kind.prescription' },
  { value: 'other', label: 'files.kind.other' },
] as const satisfies readonly { value: string; label: MessageId }[];

/** the kinds as options of a select, in the active language */
export const fileKindOptions = () => FILE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }));

export function kindLabel(kind: string): string {
  return t(FILE_KINDS.find((k) => k.value === kind)?.label ?? 'files.kind.other');
}

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];
const EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif|webp)$/i;
export const ACCEPT = `${TYPES.join(',')},.pdf,.jpg,.jpeg,.png,.heic,.heif,.webp`;

/** a sentence when the file cannot be uploaded, else null */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const generic = file.type === '' || file.type === 'application/octet-stream';
  const typeOk = TYPES.includes(file.type) || (generic && EXTENSIONS.test(file.name));
  if (!typeOk) return t('files.file.badType', { name: file.name });
  if (file.size > MAX_FILE_BYTES) return t('reports.file.tooLarge', { name: file.name });
  if (file.size === 0) return t('reports.file.empty', { name: file.name });
  return null;
}

export type Preview = 'image' | 'pdf' | 'other';

/** how the viewer shows a stored file name (browsers cannot draw HEIC, so it is offered as a download) */
export function previewKind(name: string): Preview {
  if (/\.pdf$/i.test(name)) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|svg)$/i.test(name)) return 'image';
  return 'other';
}

/** a title from a file name: "eob_march-2025.pdf" → "eob march 2025" */
export function titleFromName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 120);
}

