import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RowChange } from '../api/circles';
import type { CircleMemberRecord } from '../api/types';
import { useChangeCircleRow } from '../api/use-change-circle-row';
import { SCOPES, expiryOptions, scopeLabel, scopePreview } from '../lib/labels';
import { FormErrorText } from './form-error-text';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const KEEP = 'keep';
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');
const expiryData = () => [{ value: KEEP, label: translate('circles.edit.keepEnd') }, ...expiryOptions(true)];

/** owner: change what a person may see and do, and renew or change the end date */
export function EditAccess({ row, who }: { row: CircleMemberRecord; who: string }) {
  const [open, setOpen] = useState(false);
  const change = useChangeCircleRow();
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { access: row.access || 'view', scopes: row.scopes, expiry: KEEP },
    validate: {
      scopes: (v) => (v.length ? null : t('circles.edit.scopesMissing')),
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
      <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={t('circles.edit.title', { who })}>
        {t('circles.edit.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('circles.edit.title', { who })}>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Radio.Group label={t('circles.form.access')} {...form.getInputProps('access')}>
              <Group mt={4}>
                <Radio value="view" label={t('circles.form.viewOnly')} />
                <Radio value="manage" label={t('circles.edit.viewManage')} />
              </Group>
            </Radio.Group>
            <Checkbox.Group label={t('circles.form.whatTheySee')} value={scopes} onChange={(v) => form.setFieldValue('scopes', v)}>
              <Stack gap={6} mt={4}>
                {SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={scopeLabel(s)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Select
              label={t('circles.edit.ends')}
              data={expiryData()}
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
              {t('circles.edit.save')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
