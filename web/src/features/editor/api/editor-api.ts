/** Records and choices for the generic editor; every list goes through the store's list rules. */
import { useQuery } from '@tanstack/react-query';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
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

const CODE_WORDS: Record<string, (label: string) => string> = {
  validation_required: (l) => `${l} is required.`,
  validation_server_set: (l) => `You cannot change ${l.toLowerCase()}.`,
  validation_missing_rel_records: (l) => `Choose a ${l.toLowerCase()} you have access to.`,
  validation_invalid_url: () => 'Enter a web address starting with https://.',
  validation_invalid_email: () => 'Enter an email address like name@example.com.',
  validation_max_text_constraint: (l) => `${l} is too long.`,
  validation_min_number_constraint: (l) => `${l} is too small.`,
  validation_max_number_constraint: (l) => `${l} is too large.`,
  validation_invalid_value: (l) => `Choose one of the listed values for ${l.toLowerCase()}.`,
  validation_values_mismatch: (l) => `Choose one of the listed values for ${l.toLowerCase()}.`,
};

/** a store error as field errors (by code, worded here) and a form-level sentence; never raw server text */
export function describeSaveError(
  err: unknown,
  labels: Record<string, string>,
  isNew: boolean,
): { fields: Record<string, string>; form: string | null } {
  if (!(err instanceof ClientResponseError))
    return { fields: {}, form: 'This could not be saved. Try again in a moment.' };
  if (err.status === 0) return { fields: {}, form: 'Could not reach the server. Check your connection and try again.' };
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
    fields[name] = word ? word(label) : `${label}: this value was not accepted.`;
  }
  if (Object.keys(fields).length)
    return { fields, form: unknown.length ? 'Some values were not accepted. Nothing was saved.' : null };
  if (err.status === 404)
    return {
      fields,
      form: 'You cannot make this change: the record is not yours to edit, or it no longer exists. Nothing was saved.',
    };
  if (err.status === 400 || err.status === 403)
    return {
      fields,
      form: isNew
        ? 'You cannot create this here. Check who it is for and try again. Nothing was saved.'
        : 'This change is not allowed for your account. Nothing was saved.',
    };
  return { fields, form: 'This could not be saved. Try again in a moment.' };
}
