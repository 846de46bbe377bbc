import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { sendFeedback, suggestionError, suggestionKeys } from '../api/suggestions-api';

/** "Send product feedback": every role; stored as a suggestion of kind product_feedback */
export function FeedbackButton() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async () => {
    if (!title.trim()) {
      setFailure('Give your feedback a short title.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await sendFeedback(title.trim(), body.trim());
      setSent(true);
      setTitle('');
      setBody('');
      await client.invalidateQueries({ queryKey: suggestionKeys.all });
    } catch (err) {
      setFailure(suggestionError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => (setOpen(true), setSent(false))}>
        Send product feedback
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send product feedback">
        {sent ? (
          <Stack gap="sm">
            <Text role="status">Thank you — your feedback was sent to the Covey team.</Text>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
            <TextInput
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={200}
              required
            />
            <Textarea
              label="Details"
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={4000}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy}>
              Send feedback
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
