import type { MessageId } from '../../../i18n/message-id';

/** The app path of a record an update or comment is about ('' when it has no screen). */
export function recordPath(collection: string, id: string): string {
  const e = encodeURIComponent(id);
  switch (collection) {
    case 'plans':
      return `/plans/${e}`;
    case 'tasks':
      return `/tasks/${e}`;
    case 'reports':
      return `/reports/${e}`;
    case 'appointments':
      return `/appointments/${e}`;
    case 'coverages':
      return `/coverages/edit/${e}`;
    case 'files':
      return `/files/${e}`;
    case 'members':
      return `/members/${e}`;
    case 'chats':
      return `/chat/${e}`;
    case 'circles':
      return `/circles/${e}`;
    default:
      return '';
  }
}

/** each record type's label (a message id) */
export const TYPE_LABEL: Readonly<Record<string, MessageId>> = {
  plans: 'activity.type.plans',
  tasks: 'activity.type.tasks',
  reports: 'activity.type.reports',
  appointments: 'activity.type.appointments',
  coverages: 'activity.type.coverages',
  files: 'activity.type.files',
  circles: 'activity.type.circles',
  circle_members: 'activity.type.circle_members',
  invites: 'activity.type.invites',
  suggestions: 'activity.type.suggestions',
  members: 'activity.type.members',
  chats: 'activity.type.chats',
};
