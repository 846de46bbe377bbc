/** The generic editor's registry shapes (product.md §4 "Edit"): what registry.ts declares per record type, and what a role gets. */
import type { MessageId } from '../../i18n/message-id';

export type EditorRole = 'member' | 'counselor' | 'employer' | 'broker' | 'superuser';
type Widget =
  | 'text'
  | 'textarea'
  | 'editor'
  | 'number'
  | 'select'
  | 'multiselect'
  | 'date'
  | 'datetime'
  | 'bool'
  | 'relation'
  | 'url'
  | 'email'
  | 'image'
  | 'pdf';

interface Option {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  /** a message id, resolved with t() when rendered (the registry is evaluated before a catalog loads) */
  label: MessageId;
  widget: Widget;
  options?: readonly Option[];
  /** relation pickers list only what the user may list (the store's list rule) */
  relation?: { collection: string; labels: string[]; filter?: string };
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  help?: MessageId;
}

export interface RoleAccess {
  /** fields shown, in order */
  show: string[];
  /** fields this role may set or change; every other shown field is read-only */
  change: string[];
  /** whether this role may create a record of the type here */
  create: boolean;
  /** whether this role may edit existing records here */
  edit: boolean;
}

export interface EditorContext {
  role: EditorRole;
  userId: string;
  /** the members row of the signed-in person ('' when none) */
  selfMember: string;
  employer: string;
  broker: string;
}

/** a type's own sentences (message ids): the page titles, the create button, loading and load failure */
interface TypeText {
  new: MessageId;
  edit: MessageId;
  create: MessageId;
  loading: MessageId;
  loadError: MessageId;
}

export interface TypeDef {
  collection: string;
  text: TypeText;
  fields: FieldDef[];
  roles: Partial<Record<EditorRole, RoleAccess>>;
  /** values a new record starts with (shown, and editable when the role may change them) */
  defaults?: (ctx: EditorContext) => Record<string, unknown>;
  /** values always sent on create (ownership), never shown */
  fixed?: (ctx: EditorContext) => Record<string, unknown>;
  /** extra checks beyond required/length/range: field → sentence (called on submit, so t() may be used) */
  validate?: (values: Record<string, unknown>, isNew: boolean) => Record<string, string>;
  after: (record: { id: string } & Record<string, unknown>) => string;
}

/** a role's access: the fields shown, those it may change (all shown by default), create and edit */
export const access = (show: string[], change: string[] = show, create = true, edit = true): RoleAccess => ({
  show,
  change,
  create,
  edit,
});

/** what a role gets for a type: superusers see and change every field */
export function accessFor(def: TypeDef, role: EditorRole): RoleAccess | null {
  if (role === 'superuser') {
    const all = def.fields.map((f) => f.name);
    return access(all);
  }
  return def.roles[role] ?? null;
}
