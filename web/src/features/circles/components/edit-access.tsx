import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RowChange } from '../api/circles';
import type { CircleMemberRecord } from '../api/types';
import { useChangeCircleRow } from '../api/use-change-circle-row';
import { EXPIRY_OPTIONS, SCOPES, SCOPE_LABELS, scopePreview } from '../lib/labels';
import { FormErrorText } from './form-error-text';

const KEEP = 'keep';
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');
const EXPIRY_DATA = [
  { value: KEEP, label: 'Keep the current end date' },
  ...EXPIRY_OPTIONS.map((o) => ({ ...o, label: o.value === '0' ? o.label : `${o.label} from today` })),
];

/** owner: change what a person may see and do, and renew or change the end date */
export function EditAccess({ row, who }: { row: CircleMemberRecord; who: string }) {
  const [open, setOpen] = useState(false);
  const change = useChangeCircleRow();
  const form = useForm({
    mode: 'controlled',
    initialValues: { access: row.access || 'view', scopes: row.scopes, expiry: KEEP },
    validate: {
      scopes: (v) => (v.length ? null : 'Choose at least one thing to share, or end their access instead.'),
    },
  });
  const { access, scopes } = form.values;
  const save = form.onSubmit((values) => {
    const body: RowChange = { access: values.access, scopes: values.scopes };
    if (values.expiry !== KEEP) body.expires = values.expiry === '0' ? '' : addDays(Number(values.expiry));
    change.mutate({ id: row.id, change: body }, { onSuccess: () => setOpen(false) });
  });
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={`Edit access for ${who}`}>
        Edit access
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Edit access for ${who}`}>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Radio.Group label="Access" {...form.getInputProps('access')}>
              <Group mt={4}>
                <Radio value="view" label="View only" />
                <Radio value="manage" label="View and manage" />
              </Group>
            </Radio.Group>
            <Checkbox.Group label="What they can see" value={scopes} onChange={(v) => form.setFieldValue('scopes', v)}>
              <Stack gap={6} mt={4}>
                {SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={SCOPE_LABELS[s]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Select
              label="Access ends"
              data={EXPIRY_DATA}
              value={form.values.expiry}
              onChange={(v) => form.setFieldValue('expiry', v ?? KEEP)}
              allowDeselect={false}
            />
            <Stack gap={2}>
              {scopePreview(scopes, access, who).map((line) => (
                <Text key={line} size="sm" c="gray.7">
                  {line}
                </Text>
              ))}
            </Stack>
            {form.errors.scopes ? (
              <Text c="red.9" role="alert">
                {form.errors.scopes}
              </Text>
            ) : (
              <FormErrorText error={change.error} />
            )}
            <Button type="submit" loading={change.isPending}>
              Save changes
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
