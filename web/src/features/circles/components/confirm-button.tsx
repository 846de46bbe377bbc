import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { FormErrorText } from './form-error-text';

/** a button that asks first ("Revoke access?"), runs the action, and shows a sentence when it fails */
export function ConfirmButton({
  label,
  title,
  body,
  confirmLabel,
  onConfirm,
  buttonProps,
}: {
  label: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  buttonProps?: ButtonProps & { 'aria-label'?: string };
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" color="red.9" size="xs" {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack gap="md">
          <Text>{body}</Text>
          <FormErrorText error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void run()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
