import { Navigate, useNavigate, useOutlet, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { isRecordId } from '../../../config/paths';
import { useEditRecord, useSelfMember } from '../../../features/editor/api/editor-api';
import { GenericForm } from '../../../features/editor/components/generic-form';
import { DEDICATED, REGISTRY, accessFor, type EditorContext, type EditorRole } from '../../../features/editor/registry';
import { useT } from '../../../i18n/use-t';
import { errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';

function useEditorContext(): { ctx: EditorContext; pending: boolean; failed: boolean; retry: () => void } {
  const { user, isSuperuser } = useSession();
  const role: EditorRole = isSuperuser ? 'superuser' : ((user?.role ?? 'member') as EditorRole);
  const self = useSelfMember(user?.id ?? '', role === 'member' || role === 'counselor');
  const ctx: EditorContext = {
    role,
    userId: user?.id ?? '',
    selfMember: self.data ?? '',
    employer: String(user?.['employer'] ?? ''),
    broker: String(user?.['broker'] ?? ''),
  };
  return { ctx, pending: self.isLoading, failed: Boolean(self.error), retry: () => void self.refetch() };
}

/** /edit/{type}: a new record of a registered type (types with their own screens go there) */
export function EditScreen() {
  const t = useT();
  const outlet = useOutlet();
  const { type = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ctx, pending, failed, retry } = useEditorContext();
  if (outlet) return outlet;
  const dedicated = DEDICATED[type];
  if (dedicated) return <Navigate to={dedicated.create} replace />;
  const def = REGISTRY[type];
  const access = def ? accessFor(def, ctx.role) : null;
  if (!def || !access?.create) return <NotFound />;
  return (
    <Page title={t(def.text.new)}>
      <QueryState isPending={pending} errorMessage={failed ? t('editor.detailsNotLoaded') : null} onRetry={retry}>
        <GenericForm
          def={def}
          access={access}
          ctx={ctx}
          record={null}
          presets={Object.fromEntries(params)}
          onSaved={(r) => void navigate(def.after(r), { replace: true })}
          onCancel={() => void navigate(-1)}
        />
      </QueryState>
    </Page>
  );
}

/** /edit/{type}/{id}: the record through its view rule; not found when missing or not the viewer's */
export function EditRecordScreen() {
  const t = useT();
  const { type = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ctx, pending, failed, retry } = useEditorContext();
  const def = REGISTRY[type];
  const record = useEditRecord(def?.collection ?? '', isRecordId(id) ? id : '');
  const dedicated = DEDICATED[type];
  if (dedicated) return <Navigate to={dedicated.edit(id)} replace />;
  const access = def ? accessFor(def, ctx.role) : null;
  if (!def || !access?.edit || !isRecordId(id) || (record.error && errorStatus(record.error) === 404))
    return <NotFound />;
  return (
    <Page title={t(def.text.edit)}>
      <QueryState
        isPending={pending || record.isPending}
        errorMessage={failed || record.error ? t(def.text.loadError) : null}
        onRetry={() => (record.error ? void record.refetch() : retry())}
        loadingLabel={t(def.text.loading)}
      >
        {record.data ? (
          <GenericForm
            key={record.data.id}
            def={def}
            access={access}
            ctx={ctx}
            record={record.data}
            presets={Object.fromEntries(params)}
            onSaved={(r) => void navigate(def.after(r), { replace: true })}
            onCancel={() => void navigate(-1)}
          />
        ) : null}
      </QueryState>
    </Page>
  );
}
