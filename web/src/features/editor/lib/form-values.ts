/** Converting between stored values and form values, validation, and the body a save sends. */
import { t } from '../../../i18n/i18n';
import type { FieldDef, RoleAccess, TypeDef } from '../registry';
import { htmlToText, textToHtml } from '../../../lib/html-text';
import { storeDate } from '../../../lib/store-date';

/** a `File` is a newly chosen image (image widgets); the stored value of one is its file name */
export type FormValue = string | number | boolean | string[] | File | null;
export type FormValues = Record<string, FormValue>;

const pad = (n: number) => String(n).padStart(2, '0');
const parseStored = (s: string) => storeDate(s);


/** stored value → what the widget holds */
export function toForm(field: FieldDef, raw: unknown): FormValue {
  switch (field.widget) {
    case 'bool':
      return raw === true;
    case 'number':
      return typeof raw === 'number' ? raw : raw === '' || raw === null || raw === undefined ? null : Number(raw);
    case 'multiselect':
      return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
    case 'editor':
      return htmlToText(typeof raw === 'string' ? raw : '');
    case 'date': {
      const s = typeof raw === 'string' ? raw : '';
      return s ? s.slice(0, 10) : '';
    }
    case 'datetime': {
      const s = typeof raw === 'string' ? raw : '';
      if (!s) return '';
      const d = parseStored(s);
      if (Number.isNaN(d.getTime())) return '';
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

/** widget value → what the store receives (date-times: the viewer's zone → UTC; images: only a new file) */
export function toStore(field: FieldDef, v: FormValue): unknown {
  if (v instanceof File) return v;
  switch (field.widget) {
    case 'image':
    case 'pdf':
      return undefined;
    case 'bool':
      return v === true;
    case 'number':
      return v === null || v === '' ? null : Number(v);
    case 'multiselect':
      return Array.isArray(v) ? v : [];
    case 'editor':
      return textToHtml(typeof v === 'string' ? v : '');
    case 'date':
      return v ? `${String(v)} 00:00:00.000Z` : '';
    case 'datetime': {
      if (!v) return '';
      const d = new Date(String(v));
      return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace('T', ' ');
    }
    default:
      return typeof v === 'string' ? v.trim() : v === null ? '' : String(v);
  }
}

const isEmpty = (v: FormValue) => v === null || v === '' || (Array.isArray(v) && v.length === 0);
const same = (a: FormValue, b: FormValue) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (isEmpty(a) && isEmpty(b));

/** required, length, range and format checks, plus the type's own; field → sentence */
export function validate(def: TypeDef, access: RoleAccess, values: FormValues, isNew = true): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    if (!access.show.includes(f.name) || !access.change.includes(f.name)) continue;
    const v = values[f.name] ?? null;
    const label = t(f.label);
    if (f.required && isEmpty(v) && f.widget !== 'bool') errors[f.name] = t('editor.required', { label });
    else if (typeof v === 'string' && f.maxLength && v.length > f.maxLength)
      errors[f.name] = t('editor.maxLength', { label, max: f.maxLength });
    else if (typeof v === 'number' && f.min !== undefined && v < f.min)
      errors[f.name] = t('editor.atLeast', { label, min: f.min });
    else if (typeof v === 'number' && f.max !== undefined && v > f.max)
      errors[f.name] = t('editor.atMost', { label, max: f.max });
    else if (f.widget === 'url' && typeof v === 'string' && v && !/^https?:\/\/\S+$/i.test(v))
      errors[f.name] = t('editor.url');
    else if (f.widget === 'email' && typeof v === 'string' && v && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v))
      errors[f.name] = t('editor.email');
    else if (f.widget === 'pdf' && v instanceof File && v.type !== 'application/pdf' && !/\.pdf$/i.test(v.name))
      errors[f.name] = t('editor.pdfType');
    else if (f.widget === 'pdf' && v instanceof File && v.size > 20 * 1024 * 1024)
      errors[f.name] = t('editor.pdfSize');
    else if (f.widget === 'pdf') continue;
    else if (v instanceof File && !/^image\/(jpeg|png|webp|gif)$/.test(v.type))
      errors[f.name] = t('editor.imageType');
    else if (v instanceof File && v.size > 5 * 1024 * 1024)
      errors[f.name] = t('editor.imageSize');
  }
  return { ...errors, ...(def.validate ? def.validate(values, isNew) : {}) };
}

/** "You cannot change …" (the label lower-cased, as in the sentence) */
export const cannotChange = (label: string) => t('editor.cannotChange', { lower: label.toLowerCase() });

/** a field's store value into the body (an image field that still holds its stored name sends nothing) */
function put(body: Record<string, unknown>, f: FieldDef, v: FormValue): void {
  const out = toStore(f, v);
  if (out !== undefined) body[f.name] = out;
}

export interface SaveBody {
  body: Record<string, unknown>;
  /** read-only fields someone tried to change (e.g. through a link's preset): field → sentence */
  forbidden: Record<string, string>;
}

/**
 * What a save sends: on create every field the role may set plus the fixed values; on edit only the
 * changed fields. A read-only field whose value differs from where it started is refused here.
 */
export function buildBody(
  def: TypeDef,
  access: RoleAccess,
  values: FormValues,
  initial: FormValues,
  isNew: boolean,
  baseline: FormValues,
  fixed: Record<string, unknown>,
): SaveBody {
  const body: Record<string, unknown> = {};
  const forbidden: Record<string, string> = {};
  for (const f of def.fields) {
    if (!access.show.includes(f.name)) continue;
    const v = values[f.name] ?? null;
    if (!access.change.includes(f.name)) {
      if (!same(v, baseline[f.name] ?? null)) forbidden[f.name] = cannotChange(t(f.label));
      else if (isNew && !isEmpty(v)) put(body, f, v);
      continue;
    }
    if (isNew ? !isEmpty(v) || f.widget === 'bool' : !same(v, initial[f.name] ?? null)) put(body, f, v);
  }
  return { body: isNew ? { ...body, ...fixed } : body, forbidden };
}
