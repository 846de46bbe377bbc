import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { suggestionError } from '../api/suggestions-api';
import { useSendFeedback } from '../api/use-send-feedback';
import { useT } from '../../../i18n/use-t';

/** "Send product feedback": every role; stored as a suggestion of kind product_feedback */
export function FeedbackButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const send = useSendFeedback();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', body: '' },
    validate: { title: (v) => (v.trim() ? null : t('suggestions.error.title')) },
  });
  const submit = form.onSubmit(
    ({ title, body }) => send.mutate({ title: title.trim(), body: body.trim() }, { onSuccess: () => form.reset() }),
    () => send.reset(),
  );
  return (
    <>
      <Button variant="default" onClick={() => (setOpen(true), send.reset())}>
        {t('suggestions.feedback.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('suggestions.feedback.open')}>
        {send.isSuccess ? (
          <Stack gap="sm">
            <Text role="status">{t('suggestions.feedback.sent')}</Text>
            <Button onClick={() => setOpen(false)}>{t('nav.close')}</Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
            <TextInput label={t('suggestions.feedback.title')} {...form.getInputProps('title')} maxLength={200} required />
            <Textarea label={t('plans.details')} {...form.getInputProps('body')} autosize minRows={3} maxLength={4000} />
            {send.isError ? (
              <Alert color="red" role="alert">
                {suggestionError(send.error)}
              </Alert>
            ) : null}
            <Button type="submit" loading={send.isPending}>
              {t('suggestions.feedback.send')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
