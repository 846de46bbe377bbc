import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { circleKeys, updateRow } from '../api/circles';
import type { CircleMemberRecord } from '../api/types';
import { EXPIRY_OPTIONS, SCOPES, SCOPE_LABELS, scopePreview } from '../lib/labels';
import { FormErrorText } from './form-error-text';

const KEEP = 'keep';
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');

/** owner: change what a person may see and do, and renew or change the end date */
export function EditAccess({ row, who }: { row: CircleMemberRecord; who: string }) {
  const [open, setOpen] = useState(false);
  const [access, setAccess] = useState(row.access || 'view');
  const [scopes, setScopes] = useState<string[]>(row.scopes);
  const [expiry, setExpiry] = useState<string>(KEEP);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const save = async () => {
    if (!scopes.length) {
      setError(new Error('Choose at least one thing to share, or end their access instead.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body: Parameters<typeof updateRow>[1] = { access, scopes };
      if (expiry !== KEEP) body.expires = expiry === '0' ? '' : addDays(Number(expiry));
      await updateRow(row.id, body);
      await queryClient.invalidateQueries({ queryKey: circleKeys.all });
      setOpen(false);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={`Edit access for ${who}`}>
        Edit access
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Edit access for ${who}`}>
        <Stack gap="md">
          <Radio.Group label="Access" value={access} onChange={setAccess}>
            <Group mt={4}>
              <Radio value="view" label="View only" />
              <Radio value="manage" label="View and manage" />
            </Group>
          </Radio.Group>
          <Checkbox.Group label="What they can see" value={scopes} onChange={setScopes}>
            <Stack gap={6} mt={4}>
              {SCOPES.map((s) => (
                <Checkbox key={s} value={s} label={SCOPE_LABELS[s]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label="Access ends"
            data={[{ value: KEEP, label: 'Keep the current end date' }, ...EXPIRY_OPTIONS.map((o) => ({ ...o, label: o.value === '0' ? o.label : `${o.label} from today` }))]}
            value={expiry}
            onChange={(v) => setExpiry(v ?? KEEP)}
            allowDeselect={false}
          />
          <Stack gap={2}>
            {scopePreview(scopes, access, who).map((line) => (
              <Text key={line} size="sm" c="gray.7">
                {line}
              </Text>
            ))}
          </Stack>
          {error instanceof Error && !('status' in error) ? (
            <Text c="red.9" role="alert">
              {error.message}
            </Text>
          ) : (
            <FormErrorText error={error} />
          )}
          <Button onClick={() => void save()} loading={busy}>
            Save changes
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
