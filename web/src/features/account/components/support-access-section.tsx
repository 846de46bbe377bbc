import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import type { AccountSettings } from '../api/account-settings';
import { useSaveSettings } from '../api/use-save-settings';

/** The support-access opt-out (`allow_support_view`, product.md §6): whether Covey support may view the account to help. */
export function SupportAccessSection({ settings, demo }: { settings: AccountSettings; demo: boolean }) {
  const save = useSaveSettings(settings.id);
  const allowed = save.isPending && save.variables?.allow_support_view !== undefined ? save.variables.allow_support_view : settings.allow_support_view;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="support-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="support-title">
          Support access
        </Title>
        <Switch
          label="Let Covey support view my account to help me"
          // the label wraps the description too: name the switch by its label alone
          aria-label="Let Covey support view my account to help me"
          description="A support person can see your account as you do for up to 15 minutes, only with a stated reason, and you get a notification each time. Turned off, support cannot open your account."
          checked={!!allowed}
          disabled={demo || save.isPending}
          onChange={(e) => save.mutate({ allow_support_view: e.currentTarget.checked })}
        />
        {save.isSuccess ? (
          <Text size="sm" role="status">
            {save.data.allow_support_view ? 'Support access is on.' : 'Support access is off.'}
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
