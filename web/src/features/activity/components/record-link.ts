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

export const TYPE_LABEL: Record<string, string> = {
  plans: 'Plans',
  tasks: 'Tasks',
  reports: 'Reports',
  appointments: 'Appointments',
  coverages: 'Coverage',
  files: 'Files',
  circles: 'Circles',
  circle_members: 'Circle members',
  invites: 'Invites',
  suggestions: 'Suggestions',
  members: 'Members',
  chats: 'Chats',
};
