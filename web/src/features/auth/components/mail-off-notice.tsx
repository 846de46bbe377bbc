import { Alert } from '@mantine/core';
import { MAIL_OFF_MESSAGE } from '../../../lib/api-errors';

/** Shown instead of a send-me-an-email form when the server cannot send mail. */
export function MailOffNotice({ title, next }: { title: string; next: string }) {
  return (
    <Alert color="yellow" role="status" title={title}>
      {MAIL_OFF_MESSAGE} {next}
    </Alert>
  );
}
