import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { LANGUAGE_CHOICES, deviceTimeZone, timeZoneChoices } from '../../../lib/locale-options';
import type { AccountSettings } from '../api/account-settings';
import { useSaveSettings } from '../api/use-save-settings';
import { DEMO_NOT_SAVED } from './email-section';

/** the app's languages: English now, Spanish next (the translation is the next issue); other spoken languages stay selectable when already chosen */
const APP_LANGUAGES = ['en', 'es'];

/** Language and time zone, stored on the account; the time zone applies to the dates shown. */
export function LocaleSection({ settings, demo }: { settings: AccountSettings; demo: boolean }) {
  const save = useSaveSettings(settings.id);
  const [demoNotice, setDemoNotice] = useState(false);
  const current = settings.language || 'en';
  const form = useForm({
    mode: 'controlled',
    initialValues: { language: current, timezone: settings.timezone || deviceTimeZone() },
  });
  const languages = LANGUAGE_CHOICES.filter((l) => APP_LANGUAGES.includes(l.value) || l.value === current);
  const submit = form.onSubmit((v) => {
    if (demo) return setDemoNotice(true);
    save.mutate(v, { onError: (err) => applyStoreErrors(form, err, 'save') });
  });
  const pick = (k: 'language' | 'timezone') => ({
    value: form.values[k],
    onChange: (value: string | null) => form.setFieldValue(k, value ?? ''),
    error: form.errors[k],
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="locale-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="locale-title">
            Language and time zone
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Language"
              description="Covey is in English for now. We keep your choice and use it when Spanish arrives."
              data={languages}
              allowDeselect={false}
              {...pick('language')}
            />
            <Select
              label="Time zone"
              description="Dates and times are shown in this zone."
              data={timeZoneChoices(form.values.timezone)}
              searchable
              allowDeselect={false}
              {...pick('timezone')}
            />
          </SimpleGrid>
          {demoNotice ? (
            <Alert color="grape" role="status">
              {DEMO_NOT_SAVED}
            </Alert>
          ) : null}
          {save.isSuccess ? (
            <Alert color="green" role="status">
              Saved. Dates are shown in {save.data.timezone || form.values.timezone}.
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error, 'save')}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
            Save language and time zone
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
