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
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { forViewer, viewerRole } from '../../../lib/viewer-role';
import { isRecordId } from '../../../config/paths';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';
import { ViewOnlyComments, ViewOnlyNote, viewOnlyNames } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName } from '../../../lib/whose';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

export function FilesScreen() {
  const session = useSession();
  const t = useT();
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
      title={viewer === 'superuser' ? t('files.page.allTitle') : t('files.page.title')}
      description={forViewer(viewer, {
        member: t('files.page.memberDescription'),
        counselor: t('files.page.counselorDescription'),
        superuser: t('files.page.operatorDescription'),
      })}
      actions={
        upload ? (
          <Button component={Link} to="/files/new" leftSection={<IconUpload size={18} aria-hidden />}>
            {viewer === 'counselor' ? t('files.page.uploadForMember') : t('files.upload.submit')}
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
        errorMessage={files.error ? (staff ? t('files.page.loadFailedStaff') : t('files.page.loadFailed')) : null}
        onRetry={() => void files.refetch()}
        loadingLabel={t('files.page.loading')}
      >
        {files.data?.length ? (
          <VaultList files={files.data} userId={user?.id ?? ''} staff={staff} />
        ) : (
          <EmptyState
            title={t('files.page.noneYet')}
            action={
              upload ? (
                <Button component={Link} to="/files/new" variant="light">
                  {viewer === 'counselor' ? t('files.page.uploadForMember') : t('circles.sharedView.upload')}
                </Button>
              ) : undefined
            }
          >
            {forViewer(viewer, {
              member: t('files.page.noneMember'),
              counselor: t('files.page.noneCounselor'),
              superuser: t('files.page.noneOperator'),
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
  const t = useT();
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
    <Page title={f ? (whose ? t('files.page.whoseTitle', { name: whose, title: name }) : name) : t('circles.sharedView.file')}>
      <QueryState
        isPending={file.isPending}
        errorMessage={file.error ? errorMessage(file.error) : null}
        onRetry={() => void file.refetch()}
        loadingLabel={t('files.page.loadingFile')}
      >
        {f ? (
          <Stack gap="xl">
            {viewOnly && !canEdit ? <ViewOnlyNote name={whose} /> : null}
            <FileDetail file={f} userId={user?.id ?? ''} canEdit={canEdit} />
            <FileComments file={f} readOnly={viewOnly && !canEdit ? <ViewOnlyComments name={whose} /> : undefined} />
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
  const t = useT();
  const navigate = useNavigate();
  const people = usePeople();
  const [picked, setPicked] = useState<string | null>(null);
  if (id !== undefined && !isRecordId(id)) return <NotFound />;
  const list = people.data ?? [];
  const self = list.find((p) => p.user === user?.id);
  const target = id ? list.find((p) => p.id === id) : picked ? list.find((p) => p.id === picked) : self;
  if (id && people.data && !target) return <NotFound />;
  const staff = user?.role === 'counselor';
  const forName = target && target.user !== user?.id ? personName(target, { fallback: t('reports.timeline.someone') }) : undefined;
  return (
    <Page
      title={forName ? t('files.page.uploadFor', { name: forName }) : t('circles.sharedView.upload')}
      description={t('files.page.uploadDescription')}
    >
      <QueryState
        isPending={people.isPending}
        errorMessage={people.error ? t('files.page.loadFailed') : null}
        onRetry={() => void people.refetch()}
      >
        <Stack gap="md">
          {!id && (staff || list.length > 1) ? (
            <Select
              label={t('files.person')}
              placeholder={t('files.page.choosePerson')}
              data={list.map((p) => ({ value: p.id, label: p.user === user?.id ? t('files.me') : personName(p, { fallback: t('reports.timeline.someone') }) }))}
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
            <EmptyState title={t('files.page.choosePerson')}>{t('files.page.choosePersonBody')}</EmptyState>
          )}
        </Stack>
      </QueryState>
    </Page>
  );
}
