import { Checkbox, FileInput, MultiSelect, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useRelationOptions } from '../api/editor-api';
import type { FormValue } from '../lib/form-values';
import type { FieldDef } from '../registry';

export interface FieldWidgetProps {
  field: FieldDef;
  value: FormValue;
  onChange: (v: FormValue) => void;
  readOnly: boolean;
  error?: string;
  zone: string;
}

/** one field of the generic form, by widget; read-only fields are shown but cannot be changed */
export function FieldWidget({ field, value, onChange, readOnly, error, zone }: FieldWidgetProps) {
  const t = useT();
  const options = useRelationOptions(field, field.widget === 'relation');
  const label = t(field.label);
  const description = readOnly ? t('editor.readOnly') : field.help ? t(field.help) : undefined;
  const removeNew = { 'aria-label': t('editor.removeNew', { lower: label.toLowerCase() }) };
  const common = {
    label,
    error,
    description,
    disabled: readOnly,
    withAsterisk: field.required && !readOnly,
    name: field.name,
  };
  const str = typeof value === 'string' ? value : '';
  switch (field.widget) {
    case 'image':
      return (
        <FileInput
          {...common}
          accept="image/jpeg,image/png,image/webp,image/gif"
          clearable
          value={value instanceof File ? value : null}
          onChange={(f) => onChange(f ?? (str || null))}
          placeholder={str ? t('editor.currentImage', { name: str }) : t('editor.chooseImage')}
          clearButtonProps={removeNew}
        />
      );
    case 'pdf':
      return (
        <FileInput
          {...common}
          accept="application/pdf"
          clearable
          value={value instanceof File ? value : null}
          onChange={(f) => onChange(f ?? (str || null))}
          placeholder={str ? t('editor.currentFile', { name: str }) : t('editor.choosePdf')}
          clearButtonProps={removeNew}
        />
      );
    case 'bool':
      return (
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          disabled={readOnly}
          error={error}
          description={description}
          name={field.name}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          min={field.min}
          max={field.max}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={[...(field.options ?? [])]}
          value={str || null}
          onChange={(v) => onChange(v ?? '')}
          clearable={!field.required}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={[...(field.options ?? [])]}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
        />
      );
    case 'relation': {
      const data = options.data ?? [];
      // a current value the viewer cannot list still shows (as its id) rather than vanishing
      const all =
        str && !data.some((o) => o.value === str)
          ? [...data, { value: str, label: options.isPending ? t('editor.loading') : t('editor.notAvailable') }]
          : data;
      return (
        <Select
          {...common}
          data={all}
          value={str || null}
          onChange={(v) => onChange(v ?? '')}
          searchable
          clearable={!field.required}
          placeholder={options.isPending ? t('editor.loading') : t('editor.choose')}
          nothingFoundMessage={t('editor.nothingToChoose')}
        />
      );
    }
    case 'editor':
      return (
        <Textarea
          {...common}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
          rows={5}
          maxLength={field.maxLength}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
          rows={3}
          maxLength={field.maxLength}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'datetime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
          description={readOnly ? description : t('editor.timeZone', { zone })}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.widget === 'email' ? 'email' : field.widget === 'url' ? 'url' : 'text'}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={field.maxLength}
        />
      );
  }
}
