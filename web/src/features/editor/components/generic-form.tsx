import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { describeSaveError, saveRecord } from '../api/editor-api';
import { buildBody, toForm, validate, type FormValue, type FormValues } from '../lib/form-values';
import type { EditorContext, RoleAccess, TypeDef } from '../registry';
import { FieldWidget } from './field-widget';

export interface GenericFormProps {
  def: TypeDef;
  access: RoleAccess;
  ctx: EditorContext;
  record: RecordModel | null;
  /** values from the link (e.g. `?member=…`), applied over the defaults */
  presets: Record<string, string>;
  onSaved: (record: RecordModel) => void;
  onCancel: () => void;
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** the registry-driven form: shown fields, read-only ones disabled, client checks, store errors per field */
export function GenericForm({ def, access, ctx, record, presets, onSaved, onCancel }: GenericFormProps) {
  const client = useQueryClient();
  const shown = def.fields.filter((f) => access.show.includes(f.name));
  const [{ initial, start }] = useState(() => {
    const source: Record<string, unknown> = record ?? def.defaults?.(ctx) ?? {};
    const init: FormValues = Object.fromEntries(shown.map((f) => [f.name, toForm(f, source[f.name])]));
    const withPresets: FormValues = { ...init };
    for (const f of shown) {
      const p = presets[f.name];
      if (p !== undefined) withPresets[f.name] = toForm(f, f.widget === 'multiselect' ? p.split(',') : p);
    }
    return { initial: init, start: withPresets };
  });
  const [values, setValues] = useState<FormValues>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = Object.fromEntries(def.fields.map((f) => [f.name, f.label]));
  const isNew = !record;

  const submit = async () => {
    setFailure(null);
    const problems = validate(def, access, values, isNew);
    const { body, forbidden } = buildBody(def, access, values, initial, isNew, initial, def.fixed?.(ctx) ?? {});
    const all = { ...problems, ...forbidden };
    setErrors(all);
    if (Object.keys(all).length) {
      setFailure(
        Object.keys(forbidden).length
          ? 'Some fields cannot be changed by you. Nothing was saved.'
          : 'Check the highlighted fields.',
      );
      return;
    }
    if (!isNew && !Object.keys(body).length) {
      onSaved(record);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveRecord(def.collection, record?.id ?? null, body);
      await client.invalidateQueries();
      onSaved(saved);
    } catch (err) {
      const d = describeSaveError(err, labels, isNew);
      setErrors(d.fields);
      setFailure(d.form ?? 'Check the highlighted fields. Nothing was saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" gap="md" maw={640} onSubmit={(e) => (e.preventDefault(), void submit())}>
      {shown.map((f) => (
        <FieldWidget
          key={f.name}
          field={f}
          value={values[f.name] ?? null}
          onChange={(v: FormValue) => setValues((prev) => ({ ...prev, [f.name]: v }))}
          readOnly={!access.change.includes(f.name)}
          error={errors[f.name]}
          zone={zone()}
        />
      ))}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          {isNew ? `Create ${def.label}` : 'Save changes'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
