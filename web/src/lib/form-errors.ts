/**
 * Forms and writes (decision 0041): a form is `useForm({ mode: 'controlled', initialValues, validate })` from
 * @mantine/form whose rules return the product's sentences; a write is a per-operation mutation hook in the
 * feature's `api/` (`use-<verb>-<thing>.ts`, TanStack Query `useMutation`, invalidating the query keys it
 * changes); the component reads busy, error and success from the mutation (`isPending`, `error`,
 * `isSuccess`) and never imports the SDK client. This module turns a store error into the form's errors.
 */
import type { UseFormReturnType } from '@mantine/form';
import { describeError, type DescribedError, type ErrorAction } from './api-errors';

/** A store field name → the form's path, where they differ (e.g. `{ oldPassword: 'old' }`). */
export type FieldMap = Readonly<Record<string, string>>;

/**
 * Puts the store error envelope's field errors (`data.<field>.code`/`message`) on the form as the product's
 * sentences (lib/api-errors), keeping the form's own errors for other fields; fields the form does not have
 * are left to the form-level sentence. Returns the whole description (sentence, field sentences, links).
 */
export function applyStoreErrors<Values>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  error: unknown,
  action: ErrorAction = 'save',
  fieldMap: FieldMap = {},
): DescribedError {
  const described = describeError(error, action);
  const values = form.getValues() as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const [field, sentence] of Object.entries(described.fields)) {
    const path = fieldMap[field] ?? field;
    if (fieldMap[field] !== undefined || Object.prototype.hasOwnProperty.call(values, path)) errors[path] = sentence;
  }
  if (Object.keys(errors).length > 0) form.setErrors((current) => ({ ...current, ...errors }));
  return described;
}

/** The form-level sentence for a mutation's error (`null` when there is none), for an alert under the form. */
export function formErrorSentence(error: unknown, action: ErrorAction = 'save'): string | null {
  return error === null || error === undefined ? null : describeError(error, action).message;
}
