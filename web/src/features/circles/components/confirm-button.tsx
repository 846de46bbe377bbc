import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { FormErrorText } from './form-error-text';
import { useT } from '../../../i18n/use-t';

/**
 * A button that asks first ("Revoke access?"), runs the action and shows a sentence when it fails. The
 * action is a mutation of the caller's: `onConfirm(done)` starts it (calling `done` on success closes the
 * dialog); `pending` and `error` are the mutation's.
 */
export function ConfirmButton({
  label,
  title,
  body,
  confirmLabel,
  onConfirm,
  pending,
  error,
  buttonProps,
}: {
  label: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: (done: () => void) => void;
  pending: boolean;
  error: unknown;
  buttonProps?: ButtonProps & { 'aria-label'?: string };
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
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
              {t('circles.cancel')}
            </Button>
            <Button color="red.9" loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
