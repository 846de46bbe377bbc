import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { activateLocale } from '../../../i18n/runtime';
import { appLocaleOf } from '../../../i18n/locales';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { LANGUAGE_CHOICES, deviceTimeZone } from '../../../lib/locale-options';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { AccountSettings } from '../api/account-settings';
import { useSaveSettings } from '../api/use-save-settings';
import { DEMO_NOT_SAVED } from './email-section';

/** the app's languages; other spoken languages stay selectable when already chosen (the app then shows English) */
const APP_LANGUAGES = ['en', 'es'];

/** Language and time zone, stored on the account; the time zone applies to the dates shown. */
export function LocaleSection({ settings, demo }: { settings: AccountSettings; demo: boolean }) {
  const save = useSaveSettings(settings.id);
  const t = useT();
  const [demoNotice, setDemoNotice] = useState(false);
  const current = settings.language || 'en';
  const form = useForm({
    mode: 'controlled',
    initialValues: { language: current, timezone: settings.timezone || deviceTimeZone() },
  });
  const languages = LANGUAGE_CHOICES.filter((l) => APP_LANGUAGES.includes(l.value) || l.value === current);
  const submit = form.onSubmit((v) => {
    if (demo) return setDemoNotice(true);
    save.mutate(v, {
      // the screens switch at once, and the account carries the choice to every device (decision 0057)
      onSuccess: (saved) => void activateLocale(appLocaleOf(saved.language) ?? 'en'),
      onError: (err) => applyStoreErrors(form, err, 'save'),
    });
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
            {t('account.localeTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('language.label')}
              description={t('account.languageHint')}
              data={languages}
              allowDeselect={false}
              {...pick('language')}
            />
            <TimeZoneSelect label={t('account.timeZone')} description={t('account.timeZoneHint')} {...pick('timezone')} />
          </SimpleGrid>
          {demoNotice ? (
            <Alert color="grape" role="status">
              {t(DEMO_NOT_SAVED)}
            </Alert>
          ) : null}
          {save.isSuccess ? (
            <Alert color="green" role="status">
              {t('account.localeSaved', { zone: save.data.timezone || form.values.timezone })}
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error, 'save')}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
            {t('account.localeSave')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
