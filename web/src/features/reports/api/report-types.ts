import type { RecordModel } from 'pocketbase';
import type { CommentsRecord, MembersRecord, ReportsRecord, UpdatesRecord } from '../../../lib/schema';

export interface PersonRef extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'user' | 'minor' | 'subscriber' | 'employer'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
  /** someone whose circle the viewer manages (their drafts stay theirs: a report for them is sent at once) */
  viaCircle?: boolean;
  expand?: { employer?: RecordModel & { name: string } };
}

export interface ReportRecord extends RecordModel, Pick<ReportsRecord, 'member' | 'kind' | 'title' | 'description' | 'provider_name' | 'service_date' | 'amount_billed' | 'amount_expected' | 'amount_saved' | 'attachments' | 'coverage' | 'counselor' | 'priority' | 'status' | 'resolution' | 'outcome' | 'submitted_at' | 'first_response_at' | 'resolved_at' | 'satisfaction' | 'satisfaction_note'> {
  expand?: { member?: PersonRef; coverage?: RecordModel & { carrier: string; plan_name: string; type: string } };
}

export interface CommentRecord extends RecordModel, Pick<CommentsRecord, 'report' | 'author' | 'author_name' | 'body' | 'internal'> {}

export interface UpdateRecord extends RecordModel, Pick<UpdatesRecord, 'actor_name' | 'summary' | 'action' | 'visibility'> {
  data: { from?: string; to?: string };
}

