import type { RecordModel } from 'pocketbase';
import { personName as nameOf, type NamedPerson } from '../../../lib/person-name';

export interface PersonRef extends RecordModel {
  first_name: string;
  last_name: string;
  user: string;
  minor: boolean;
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: string;
  subscriber: string;
  employer: string;
  /** someone whose circle the viewer manages (their drafts stay theirs: a report for them is sent at once) */
  viaCircle?: boolean;
  expand?: { employer?: RecordModel & { name: string } };
}

export interface ReportRecord extends RecordModel {
  member: string;
  kind: string;
  title: string;
  description: string;
  provider_name: string;
  service_date: string;
  amount_billed: number;
  amount_expected: number;
  amount_saved: number;
  attachments: string[];
  coverage: string;
  counselor: string;
  priority: string;
  status: string;
  resolution: string;
  outcome: string;
  submitted_at: string;
  first_response_at: string;
  resolved_at: string;
  satisfaction: number;
  satisfaction_note: string;
  expand?: { member?: PersonRef; coverage?: RecordModel & { carrier: string; plan_name: string; type: string } };
}

export interface CommentRecord extends RecordModel {
  report: string;
  author: string;
  author_name: string;
  body: string;
  internal: boolean;
}

export interface UpdateRecord extends RecordModel {
  actor_name: string;
  summary: string;
  action: string;
  visibility: string;
  data: { from?: string; to?: string };
}

export const personName = (p: NamedPerson | undefined | null) => nameOf(p, 'Unnamed');
