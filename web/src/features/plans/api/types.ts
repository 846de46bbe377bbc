import type { RecordModel } from 'pocketbase';
import type { CommentsRecord, MembersRecord, PlansRecord, TasksRecord, UpdatesRecord } from '../../../lib/schema';

export interface PersonRecord extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'user' | 'minor' | 'subscriber' | 'counselor'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
}

export interface PlanRecord extends RecordModel, Pick<PlansRecord, 'created' | 'updated' | 'member' | 'title' | 'goal' | 'status' | 'created_by' | 'counselor' | 'start' | 'target_date' | 'template' | 'accepted_at' | 'progress'> {
  /** text while the edit form holds it as a Select value (issue 28 item 2 types the forms); the store checks it against `plansCategoryValues` */
  category: string;
  expand?: { member?: PersonRecord };
}

export interface ChecklistItem {
  text: string;
  done: boolean;
}

export interface TaskRecord extends RecordModel, Pick<TasksRecord, 'created' | 'updated' | 'member' | 'plan' | 'title' | 'details' | 'status' | 'assignee' | 'created_by' | 'due' | 'remind_at' | 'source' | 'waiting_on' | 'completed_at'> {
  /** text while the edit form holds it as a Select value (issue 28 item 2 types the forms); the store checks it against `tasksPriorityValues` and `tasksCategoryValues` */
  priority: string;
  category: string;
  checklist: ChecklistItem[] | null;
  expand?: { member?: PersonRecord; plan?: PlanRecord; assignee?: { id: string; name: string } };
}

export interface CommentRecord extends RecordModel, Pick<CommentsRecord, 'created' | 'updated' | 'member' | 'plan' | 'task' | 'author' | 'author_name' | 'body' | 'internal' | 'edited'> {}

export interface UpdateRecord extends RecordModel, Pick<UpdatesRecord, 'created' | 'updated' | 'actor' | 'actor_name' | 'member' | 'target_collection' | 'target_id' | 'action' | 'summary'> {}
