import { Alert } from '@mantine/core';
import { mailOffMessage } from '../../../lib/api-errors';

/** Shown instead of a send-me-an-email form when the server cannot send mail. */
export function MailOffNotice({ title, next }: { title: string; next: string }) {
  return (
    <Alert color="yellow" role="status" title={title}>
      {mailOffMessage()} {next}
    </Alert>
  );
}
