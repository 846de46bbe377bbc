import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecordModel } from 'pocketbase';
import { useT } from '../../../i18n/use-t';
import { describeSaveError } from '../api/editor-api';
import { useSaveRecord } from '../api/use-save-record';
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
  const t = useT();
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
  const form = useForm<FormValues>({ mode: 'controlled', initialValues: start });
  // the sentence of the client checks (a failed save has its own, from the mutation)
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  const save = useSaveRecord(def.collection, record?.id ?? null);
  const labels = Object.fromEntries(def.fields.map((f) => [f.name, t(f.label)]));
  const isNew = !record;
  const values = form.values;
  const failure =
    checkFailure ??
    (save.error ? (describeSaveError(save.error, labels, isNew).form ?? t('editor.checkFieldsNotSaved')) : null);

  const submit = () => {
    setCheckFailure(null);
    save.reset();
    const problems = validate(def, access, values, isNew);
    const { body, forbidden } = buildBody(def, access, values, initial, isNew, initial, def.fixed?.(ctx) ?? {});
    const all = { ...problems, ...forbidden };
    form.setErrors(all);
    if (Object.keys(all).length) {
      setCheckFailure(Object.keys(forbidden).length ? t('editor.cannotChangeSome') : t('editor.checkFields'));
      return;
    }
    if (!isNew && !Object.keys(body).length) {
      onSaved(record);
      return;
    }
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (err) => form.setErrors(describeSaveError(err, labels, isNew).fields),
    });
  };

  return (
    <Stack component="form" gap="md" maw={640} onSubmit={(e) => (e.preventDefault(), submit())}>
      {shown.map((f) => (
        <FieldWidget
          key={f.name}
          field={f}
          value={values[f.name] ?? null}
          onChange={(v: FormValue) => form.setFieldValue(f.name, v)}
          readOnly={!access.change.includes(f.name)}
          error={form.errors[f.name] as string | undefined}
          zone={zone()}
        />
      ))}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {isNew ? t(def.text.create) : t('editor.saveChanges')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
