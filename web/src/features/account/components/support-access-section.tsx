import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import type { AccountSettings } from '../api/account-settings';
import { useSaveSettings } from '../api/use-save-settings';
import { useT } from '../../../i18n/use-t';

/** The support-access opt-out (`allow_support_view`, product.md §6): whether Covey support may view the account to help. */
export function SupportAccessSection({ settings, demo }: { settings: AccountSettings; demo: boolean }) {
  const t = useT();
  const save = useSaveSettings(settings.id);
  const allowed = save.isPending && save.variables?.allow_support_view !== undefined ? save.variables.allow_support_view : settings.allow_support_view;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="support-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="support-title">
          {t('account.supportTitle')}
        </Title>
        <Switch
          label={t('account.supportLabel')}
          // the label wraps the description too: name the switch by its label alone
          aria-label={t('account.supportLabel')}
          description={t('account.supportHint')}
          checked={!!allowed}
          disabled={demo || save.isPending}
          onChange={(e) => save.mutate({ allow_support_view: e.currentTarget.checked })}
        />
        {save.isSuccess ? (
          <Text size="sm" role="status">
            {save.data.allow_support_view ? t('account.supportOn') : t('account.supportOff')}
          </Text>
        ) : null}
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'save')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
