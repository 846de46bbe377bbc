import { Button, Select, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { usePeople, useVaultFile, useVaultFiles } from '../../../features/files/api/files-api';
import { useVaultLive } from '../../../features/files/api/use-live';
import { FileComments } from '../../../features/files/components/file-comments';
import { FileDetail } from '../../../features/files/components/file-detail';
import { UploadForm } from '../../../features/files/components/upload-form';
import { VaultList } from '../../../features/files/components/vault-list';
import { personName } from '../../../features/files/lib/file-kinds';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { forViewer, viewerRole } from '../../../lib/viewer-role';
import { isRecordId } from '../../../config/paths';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';
import { ViewOnlyNote, viewOnlyNames } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName, possessive } from '../../../lib/whose';

const LOAD_FAILED = 'Your files could not be loaded. Check your connection and try again.';

export function FilesScreen() {
  const session = useSession();
  const { user } = session;
  const files = useVaultFiles();
  useVaultLive();
  const viewer = viewerRole(session);
  const staff = viewer !== 'member';
  // an operator looks files up; uploading is for members and their counselors
  const upload = viewer !== 'superuser';
  const viewOnly = useViewOnly(user?.id, 'files');
  const readOnly = staff ? [] : viewOnlyNames(files.data ?? [], (f) => otherName(f.expand?.member, user?.id), (f) => viewOnly(f.member));
  return (
    <Page
      title={viewer === 'superuser' ? 'All files' : 'Files'}
      description={forViewer(viewer, {
        member: 'Insurance cards, bills, letters and other documents.',
        counselor: 'Files your members shared with you, and the ones you uploaded for them.',
        superuser: "Every member's files, by person.",
      })}
      actions={
        upload ? (
          <Button component={Link} to="/files/new" leftSection={<IconUpload size={18} aria-hidden />}>
            {viewer === 'counselor' ? 'Upload for a member' : 'Upload'}
          </Button>
        ) : undefined
      }
    >
      {user?.role === 'member' ? <PersonSwitcher userId={user.id} /> : null}
      {readOnly.map((name) => (
        <ViewOnlyNote key={name} name={name} many />
      ))}
      <QueryState
        isPending={files.isPending}
        errorMessage={files.error ? (staff ? 'The files could not be loaded. Check your connection and try again.' : LOAD_FAILED) : null}
        onRetry={() => void files.refetch()}
        loadingLabel="Loading files"
      >
        {files.data?.length ? (
          <VaultList files={files.data} userId={user?.id ?? ''} staff={staff} />
        ) : (
          <EmptyState
            title="No files yet"
            action={
              upload ? (
                <Button component={Link} to="/files/new" variant="light">
                  {viewer === 'counselor' ? 'Upload for a member' : 'Upload a file'}
                </Button>
              ) : undefined
            }
          >
            {forViewer(viewer, {
              member: 'Keep insurance cards, bills and letters here; your counselor sees the ones you share.',
              counselor: 'Files your members share with you will appear here.',
              superuser: 'Files members upload will appear here.',
            })}
          </EmptyState>
        )}
      </QueryState>
    </Page>
  );
}

export function FileScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const file = useVaultFile(id);
  useVaultLive();
  if (file.error && errorStatus(file.error) === 404) return <NotFound />;
  const f = file.data;
  const canEdit = !!f && !!user && (f.owner === user.id || f.expand?.member?.user === user.id);
  const viewOnly = useViewOnly(user?.id, 'files')(f?.member);
  // another person's file says whose it is ("Alex's file: Pre-authorization letter")
  const whose = user?.role === 'member' ? otherName(f?.expand?.member, user.id) : '';
  const name = f ? f.title || f.file : '';
  return (
    <Page title={f ? (whose ? `${possessive(whose)} file: ${name}` : name) : 'File'}>
      <QueryState
        isPending={file.isPending}
        errorMessage={file.error ? errorMessage(file.error) : null}
        onRetry={() => void file.refetch()}
        loadingLabel="Loading the file"
      >
        {f ? (
          <Stack gap="xl">
            {viewOnly && !canEdit ? <ViewOnlyNote name={whose} /> : null}
            <FileDetail file={f} userId={user?.id ?? ''} canEdit={canEdit} />
            <FileComments file={f} readOnly={viewOnly && !canEdit ? <ViewOnlyNote name={whose} /> : undefined} />
          </Stack>
        ) : null}
      </QueryState>
    </Page>
  );
}

/** /files/new (self, or a caseload member picked by a counselor) and /files/new/{memberId} */
export function FilesNewScreen() {
  const { id } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const people = usePeople();
  const [picked, setPicked] = useState<string | null>(null);
  if (id !== undefined && !isRecordId(id)) return <NotFound />;
  const list = people.data ?? [];
  const self = list.find((p) => p.user === user?.id);
  const target = id ? list.find((p) => p.id === id) : picked ? list.find((p) => p.id === picked) : self;
  if (id && people.data && !target) return <NotFound />;
  const staff = user?.role === 'counselor';
  const forName = target && target.user !== user?.id ? personName(target) : undefined;
  return (
    <Page title={forName ? `Upload for ${forName}` : 'Upload a file'} description="Photos and PDFs up to 20 MB each.">
      <QueryState
        isPending={people.isPending}
        errorMessage={people.error ? LOAD_FAILED : null}
        onRetry={() => void people.refetch()}
      >
        <Stack gap="md">
          {!id && (staff || list.length > 1) ? (
            <Select
              label="Person"
              placeholder="Choose a person"
              data={list.map((p) => ({ value: p.id, label: p.user === user?.id ? 'Me' : personName(p) }))}
              value={target?.id ?? null}
              onChange={setPicked}
              allowDeselect={false}
              maw={560}
            />
          ) : null}
          {target ? (
            <UploadForm
              key={target.id}
              member={target.id}
              forName={forName}
              onDone={(files) =>
                void navigate(files.length === 1 ? `/files/${files[0]!.id}` : '/files', { replace: true })
              }
            />
          ) : (
            <EmptyState title="Choose a person">Pick whose file this is to upload it.</EmptyState>
          )}
        </Stack>
      </QueryState>
    </Page>
  );
}
