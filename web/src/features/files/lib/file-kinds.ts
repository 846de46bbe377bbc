/** Vault kinds, accepted uploads and the checks made before anything is sent (product.md §3.4 files). */
import { personName as nameOf, type NamedPerson } from '../../../lib/person-name';

export const FILE_KINDS = [
  { value: 'insurance_card', label: 'Insurance card' },
  { value: 'eob', label: 'Explanation of benefits' },
  { value: 'bill', label: 'Bill' },
  { value: 'receipt', label: 'Receipt' },
  { value: 'sbc', label: 'Summary of benefits' },
  { value: 'letter', label: 'Letter' },
  { value: 'claim_form', label: 'Claim form' },
  { value: 'id_document', label: 'ID document' },
  { value: 'prescription', label: 'Prescription' },
  { value: 'other', label: 'Other' },
] as const;

export function kindLabel(kind: string): string {
  return FILE_KINDS.find((k) => k.value === kind)?.label ?? 'Other';
}

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];
const EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif|webp)$/i;
export const ACCEPT = `${TYPES.join(',')},.pdf,.jpg,.jpeg,.png,.heic,.heif,.webp`;

/** a sentence when the file cannot be uploaded, else null */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const generic = file.type === '' || file.type === 'application/octet-stream';
  const typeOk = TYPES.includes(file.type) || (generic && EXTENSIONS.test(file.name));
  if (!typeOk) return `“${file.name}” can't be uploaded: use a PDF or a photo (JPG, PNG, HEIC or WebP).`;
  if (file.size > MAX_FILE_BYTES)
    return `“${file.name}” is larger than 20 MB. Choose a smaller file or take the photo again.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose the file again.`;
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

export const personName = (p: NamedPerson | undefined, fallback = 'Someone'): string => nameOf(p, fallback);
