import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { apiBaseUrl, useApiKeys, useOwnEmployer, type ApiKeyRecord } from '../api/api-keys-api';
import { KEY_SCOPES, ROSTER_SCOPES } from '../lib/scope-labels';
import { CreateKeyModal } from './create-key-modal';
import { KeyList } from './key-list';
import { RenameKeyModal, RevokeKeyModal } from './key-actions';
import { RosterSyncHelp } from './roster-sync-help';
import { useT } from '../../../i18n/use-t';

/** `/apikeys`: the person's keys, create (secret once), rename, revoke; roster sync explained. */
export function ApiKeysPanel({ userId, role }: { userId: string; role: string }) {
  const t = useT();
  const keys = useApiKeys(userId);
  const staff = role === 'employer' || role === 'broker';
  const employer = useOwnEmployer(userId, role === 'employer');
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKeyRecord | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  const scopes = staff ? ROSTER_SCOPES : KEY_SCOPES;
  const create = (
    <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)} w="fit-content">
      {t('apikeys.create')}
    </Button>
  );
  const items = keys.data ?? [];
  return (
    <Stack gap="lg">
      <QueryState
        isPending={keys.isPending}
        errorMessage={keys.isError ? t('apikeys.loadFailed') : null}
        onRetry={() => void keys.refetch()}
        loadingLabel={t('apikeys.loading')}
      >
        {items.length ? (
          <Stack gap="md">
            {create}
            <KeyList keys={items} onRename={setRenaming} onRevoke={setRevoking} />
          </Stack>
        ) : (
          <EmptyState title={t('apikeys.empty.title')} action={create}>
            {t('apikeys.empty.body')}
          </EmptyState>
        )}
      </QueryState>
      <RosterSyncHelp apiUrl={apiBaseUrl()} employerId={employer.data?.id ?? ''} />
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} scopes={scopes} />
      <RenameKeyModal apiKey={renaming} onClose={() => setRenaming(null)} />
      <RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
