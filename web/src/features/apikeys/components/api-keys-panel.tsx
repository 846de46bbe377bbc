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

/** `/apikeys`: the person's keys, create (secret once), rename, revoke; roster sync explained. */
export function ApiKeysPanel({ userId, role }: { userId: string; role: string }) {
  const keys = useApiKeys(userId);
  const staff = role === 'employer' || role === 'broker';
  const employer = useOwnEmployer(userId, role === 'employer');
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKeyRecord | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  const scopes = staff ? ROSTER_SCOPES : KEY_SCOPES;
  const create = (
    <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)} w="fit-content">
      Create API key
    </Button>
  );
  const items = keys.data ?? [];
  return (
    <Stack gap="lg">
      <QueryState
        isPending={keys.isPending}
        errorMessage={keys.isError ? 'Your API keys could not be loaded. Check your connection and try again.' : null}
        onRetry={() => void keys.refetch()}
        loadingLabel="Loading API keys"
      >
        {items.length ? (
          <Stack gap="md">
            {create}
            <KeyList keys={items} onRename={setRenaming} onRevoke={setRevoking} />
          </Stack>
        ) : (
          <EmptyState title="No API keys yet" action={create}>
            API keys let your HR, payroll or benefits systems work with Covey without your password: each key can only
            do what its permissions allow, and you can revoke it at any time.
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
