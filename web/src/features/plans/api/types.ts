import type { RecordModel } from 'pocketbase';
import { personName as nameOf } from '../../../lib/person-name';

export interface PersonRecord extends RecordModel {
  first_name: string;
  last_name: string;
  user: string;
  minor: boolean;
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: string;
  subscriber: string;
  counselor: string;
}

export interface PlanRecord extends RecordModel {
  created: string;
  updated: string;
  member: string;
  title: string;
  goal: string;
  category: string;
  status: string;
  created_by: string;
  counselor: string;
  start: string;
  target_date: string;
  template: string;
  accepted_at: string;
  progress: number;
  expand?: { member?: PersonRecord };
}

export interface ChecklistItem {
  text: string;
  done: boolean;
}

export interface TaskRecord extends RecordModel {
  created: string;
  updated: string;
  member: string;
  plan: string;
  title: string;
  details: string;
  status: string;
  priority: string;
  category: string;
  assignee: string;
  created_by: string;
  due: string;
  remind_at: string;
  checklist: ChecklistItem[] | null;
  source: string;
  waiting_on: string;
  completed_at: string;
  expand?: { member?: PersonRecord; plan?: PlanRecord; assignee?: { id: string; name: string } };
}

export interface CommentRecord extends RecordModel {
  created: string;
  updated: string;
  member: string;
  plan: string;
  task: string;
  author: string;
  author_name: string;
  body: string;
  internal: boolean;
  edited: boolean;
}

export interface UpdateRecord extends RecordModel {
  created: string;
  updated: string;
  actor: string;
  actor_name: string;
  member: string;
  target_collection: string;
  target_id: string;
  action: string;
  summary: string;
}

export const personName = (p: PersonRecord | undefined | null): string => (p ? nameOf(p) : '');

/** editor fields hold HTML; shown as plain text */
export { htmlToText as plainText } from '../../../lib/html-text';
