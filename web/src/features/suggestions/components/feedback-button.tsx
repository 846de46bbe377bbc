import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { suggestionError } from '../api/suggestions-api';
import { useSendFeedback } from '../api/use-send-feedback';

/** "Send product feedback": every role; stored as a suggestion of kind product_feedback */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const send = useSendFeedback();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', body: '' },
    validate: { title: (v) => (v.trim() ? null : 'Give your feedback a short title.') },
  });
  const submit = form.onSubmit(
    ({ title, body }) => send.mutate({ title: title.trim(), body: body.trim() }, { onSuccess: () => form.reset() }),
    () => send.reset(),
  );
  return (
    <>
      <Button variant="default" onClick={() => (setOpen(true), send.reset())}>
        Send product feedback
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send product feedback">
        {send.isSuccess ? (
          <Stack gap="sm">
            <Text role="status">Thank you — your feedback was sent to the Covey team.</Text>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
            <TextInput label="Title" {...form.getInputProps('title')} maxLength={200} required />
            <Textarea label="Details" {...form.getInputProps('body')} autosize minRows={3} maxLength={4000} />
            {send.isError ? (
              <Alert color="red" role="alert">
                {suggestionError(send.error)}
              </Alert>
            ) : null}
            <Button type="submit" loading={send.isPending}>
              Send feedback
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
