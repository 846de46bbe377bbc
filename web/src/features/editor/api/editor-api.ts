/** Records and choices for the generic editor; every list goes through the store's list rules. */
import { useQuery } from '@tanstack/react-query';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { t } from '../../../i18n/i18n';
import { pb } from '../../../lib/api-client';
import { cannotChange } from '../lib/form-values';
import type { FieldDef } from '../registry';

export function useEditRecord(collection: string, id: string) {
  return useQuery({
    queryKey: ['editor', 'record', collection, id],
    queryFn: () => pb.collection(collection).getOne(id),
    enabled: Boolean(collection && id),
    retry: false,
  });
}

/** the signed-in person's own members row (the default subject) */
export function useSelfMember(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['editor', 'self', userId],
    enabled: enabled && Boolean(userId),
    queryFn: async () => {
      const rows = await pb
        .collection('members')
        .getList(1, 1, { filter: pb.filter('user = {:u}', { u: userId }), fields: 'id' });
      return rows.items[0]?.id ?? '';
    },
  });
}

export function useRelationOptions(field: FieldDef, enabled: boolean) {
  const rel = field.relation;
  return useQuery({
    queryKey: ['editor', 'options', rel?.collection ?? '', rel?.filter ?? ''],
    enabled: enabled && Boolean(rel),
    queryFn: async () => {
      const rows = await pb.collection(rel!.collection).getFullList<RecordModel>({
        sort: '-created,id',
        fields: ['id', ...rel!.labels].join(','),
        ...(rel!.filter ? { filter: rel!.filter } : {}),
      });
      return rows.map((r) => ({
        value: r.id,
        label:
          rel!.labels
            .map((l) => String(r[l] ?? ''))
            .join(' ')
            .trim() || r.id,
      }));
    },
  });
}

export const saveRecord = (collection: string, id: string | null, body: Record<string, unknown>) =>
  id ? pb.collection(collection).update(id, body) : pb.collection(collection).create(body);

const lower = (label: string) => ({ lower: label.toLowerCase() });
const CODE_WORDS: Record<string, (label: string) => string> = {
  validation_required: (l) => t('editor.required', { label: l }),
  validation_server_set: (l) => cannotChange(l),
  validation_missing_rel_records: (l) => t('editor.missingRel', lower(l)),
  validation_invalid_url: () => t('editor.url'),
  validation_invalid_email: () => t('editor.email'),
  validation_max_text_constraint: (l) => t('editor.tooLong', { label: l }),
  validation_min_number_constraint: (l) => t('editor.tooSmall', { label: l }),
  validation_max_number_constraint: (l) => t('editor.tooLarge', { label: l }),
  validation_invalid_value: (l) => t('editor.listedValue', lower(l)),
  validation_values_mismatch: (l) => t('editor.listedValue', lower(l)),
};

/** a store error as field errors (by code, worded here) and a form-level sentence; never raw server text */
export function describeSaveError(
  err: unknown,
  labels: Record<string, string>,
  isNew: boolean,
): { fields: Record<string, string>; form: string | null } {
  if (!(err instanceof ClientResponseError)) return { fields: {}, form: t('editor.notSaved') };
  if (err.status === 0) return { fields: {}, form: t('editor.unreachable') };
  const data = (err.response?.data ?? {}) as Record<string, { code?: string } | undefined>;
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [name, v] of Object.entries(data)) {
    const label = labels[name];
    if (!label) {
      unknown.push(name);
      continue;
    }
    const word = CODE_WORDS[v?.code ?? ''];
    fields[name] = word ? word(label) : t('editor.notAccepted', { label });
  }
  if (Object.keys(fields).length) return { fields, form: unknown.length ? t('editor.someNotAccepted') : null };
  if (err.status === 404) return { fields, form: t('editor.notYours') };
  if (err.status === 400 || err.status === 403)
    return { fields, form: isNew ? t('editor.cannotCreate') : t('editor.notAllowed') };
  return { fields, form: t('editor.notSaved') };
}
