/** The vault: files I may see, the people I may upload for, the records a file may link to. */
import { percentUntilAnswered, sendFormWithProgress, type UploadError } from '../../../lib/upload-progress';
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { CommentsRecord, FilesRecord, MembersRecord } from '../../../lib/schema';
import { textToHtml } from '../../../lib/html-text';
import { t } from '../../../i18n/i18n';

export interface PersonRef extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'user' | 'minor' | 'subscriber'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
}

export interface VaultFile extends RecordModel, Pick<FilesRecord, 'owner' | 'member' | 'title' | 'kind' | 'file' | 'report' | 'task' | 'appointment' | 'shared_with_counselor' | 'notes'> {
  expand?: {
    member?: PersonRef;
    report?: RecordModel & { title: string };
    task?: RecordModel & { title: string };
    appointment?: RecordModel & { title: string; start: string };
  };
}

export interface FileComment extends RecordModel, Pick<CommentsRecord, 'author' | 'author_name' | 'body' | 'internal'> {}

export const fileKeys = {
  all: ['vault'] as const,
  list: () => ['vault', 'list'] as const,
  one: (id: string) => ['vault', 'one', id] as const,
  comments: (id: string) => ['vault', 'comments', id] as const,
  people: () => ['vault', 'people'] as const,
  links: (member: string) => ['vault', 'links', member] as const,
};

export function useVaultFiles() {
  return useQuery({
    queryKey: fileKeys.list(),
    queryFn: () => pb.collection('files').getFullList<VaultFile>({ sort: '-created,id', expand: 'member' }),
  });
}

export function useVaultFile(id: string) {
  return useQuery({
    queryKey: fileKeys.one(id),
    queryFn: () => pb.collection('files').getOne<VaultFile>(id, { expand: 'member,report,task,appointment' }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useFileComments(id: string) {
  return useQuery({
    queryKey: fileKeys.comments(id),
    queryFn: () =>
      pb
        .collection('comments')
        .getFullList<FileComment>({ filter: pb.filter('file = {:id}', { id }), sort: 'created,id' }),
  });
}

/** people whose files I can list: myself, minors I guard, circle owners, caseload (rules decide) */
export function usePeople() {
  return useQuery({
    queryKey: fileKeys.people(),
    queryFn: () => pb.collection('members').getFullList<PersonRef>({ sort: 'first_name,id' }),
  });
}

interface LinkOption {
  value: string;
  label: string;
}
export interface Linkables {
  report: LinkOption[];
  task: LinkOption[];
  appointment: LinkOption[];
}

/** the member's reports, tasks and appointments I can list (the choices for "link to") */
export function useLinkables(member: string) {
  return useQuery({
    queryKey: fileKeys.links(member),
    enabled: Boolean(member),
    queryFn: async (): Promise<Linkables> => {
      const filter = pb.filter('member = {:member}', { member });
      const opts = { filter, sort: '-created,id', fields: 'id,title,start' };
      const [reports, tasks, appointments] = await Promise.all([
        pb.collection('reports').getFullList<RecordModel & { title: string }>(opts),
        pb.collection('tasks').getFullList<RecordModel & { title: string }>(opts),
        pb.collection('appointments').getFullList<RecordModel & { title: string; start: string }>(opts),
      ]);
      const map = (r: { id: string; title: string }) => ({ value: r.id, label: r.title || 'Untitled' });
      return { report: reports.map(map), task: tasks.map(map), appointment: appointments.map(map) };
    },
  });
}

/** creates one vault record with its file in a single request (nothing is left behind on failure) */
export function uploadVaultFile(
  fields: Record<string, string | boolean>,
  file: File,
  onProgress: (pct: number) => void,
): Promise<VaultFile> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', file, file.name);
  return sendFormWithProgress<VaultFile>(
    'POST',
    '/api/collections/files/records',
    form,
    percentUntilAnswered(onProgress),
  ).then((saved) => {
    onProgress(100);
    return saved;
  });
}

export const updateVaultFile = (id: string, body: Record<string, unknown>) =>
  pb.collection('files').update<VaultFile>(id, body);
export const deleteVaultFile = (id: string) => pb.collection('files').delete(id);

export function addFileComment(f: Pick<VaultFile, 'id' | 'member'>, text: string) {
  const author = pb.authStore.record?.id ?? '';
  return pb.collection('comments').create({ file: f.id, member: f.member, author, body: textToHtml(text), internal: false });
}

/** the app path of the protected viewer for a vault file */
export function viewerPath(f: Pick<VaultFile, 'collectionId' | 'id' | 'file'>): string {
  return `/file/${encodeURIComponent(f.collectionId)}/${encodeURIComponent(f.id)}/${encodeURIComponent(f.file)}`;
}

/** a sentence for a failed upload or save, never the server's raw text */
export function vaultError(err: unknown): string {
  const status = (err as { status?: number }).status ?? 0;
  const data = (err as { response?: UploadError['response'] }).response?.data ?? {};
  if (status === 0) return t('error.unreachable');
  if (data['file']) return t('files.error.file');
  if (data['member'] || status === 404 || status === 403) return t('files.error.member');
  if (data['report']) return t('files.error.report');
  if (data['task']) return t('files.error.task');
  if (data['appointment']) return t('files.error.appointment');
  if (status === 413) return t('files.error.tooLarge');
  return t('files.error.notSaved');
}
