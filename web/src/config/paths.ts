/**
 * Every route of the app (spec §2) with an href builder. Components never hand-build URLs.
 * `path` uses React Router syntax; `href` fills the parameters.
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    href: (redirect?: string) => (redirect && redirect !== '/' ? `/login?redirect=${enc(redirect)}` : '/login'),
  },
  signup: {
    path: '/signup',
    href: (redirect?: string) => (redirect && redirect !== '/' ? `/signup?redirect=${enc(redirect)}` : '/signup'),
  },
  account: { path: '/account', href: () => '/account' },
  apikeys: { path: '/apikeys', href: () => '/apikeys' },
  profile: { path: '/profile', href: () => '/profile' },

  chat: { path: '/chat', href: () => '/chat' },
  chatThread: { path: '/chat/:id', href: (id: string) => `/chat/${enc(id)}` },

  feed: { path: '/feed', href: () => '/feed' },
  files: { path: '/files', href: () => '/files' },
  file: { path: '/files/:id', href: (id: string) => `/files/${enc(id)}` },
  filesNew: { path: '/files/new', href: () => '/files/new' },
  filesNewFor: { path: '/files/new/:id', href: (id: string) => `/files/new/${enc(id)}` },

  plans: { path: '/plans', href: () => '/plans' },
  plan: { path: '/plans/:id', href: (id: string) => `/plans/${enc(id)}` },
  tasks: { path: '/tasks', href: () => '/tasks' },
  task: { path: '/tasks/:id', href: (id: string) => `/tasks/${enc(id)}` },

  auth: { path: '/auth', href: () => '/auth' },
  authReset: { path: '/auth/reset', href: () => '/auth/reset' },
  authVerify: { path: '/auth/verify', href: () => '/auth/verify' },
  authOnboard: { path: '/auth/onboard', href: () => '/auth/onboard' },
  authPending: { path: '/auth/pending', href: () => '/auth/pending' },
  authCompleted: { path: '/auth/completed', href: () => '/auth/completed' },

  edit: { path: '/edit/:type', href: (type: string) => `/edit/${enc(type)}` },
  editRecord: { path: '/edit/:type/:id', href: (type: string, id: string) => `/edit/${enc(type)}/${enc(id)}` },

  reports: { path: '/reports', href: () => '/reports' },
  reportsNew: { path: '/reports/new', href: () => '/reports/new' },
  report: { path: '/reports/:id', href: (id: string) => `/reports/${enc(id)}` },

  brokers: { path: '/brokers', href: () => '/brokers' },
  broker: { path: '/brokers/:id', href: (id: string) => `/brokers/${enc(id)}` },
  employers: { path: '/employers', href: () => '/employers' },
  employer: { path: '/employers/:id', href: (id: string) => `/employers/${enc(id)}` },
  counselor: { path: '/counselors/:id', href: (id: string) => `/counselors/${enc(id)}` },

  members: { path: '/members', href: () => '/members' },
  member: { path: '/members/:id', href: (id: string) => `/members/${enc(id)}` },
  circles: { path: '/circles', href: () => '/circles' },
  circle: { path: '/circles/:id', href: (id: string) => `/circles/${enc(id)}` },
  circleInvite: { path: '/circles/:id/invite', href: (id: string) => `/circles/${enc(id)}/invite` },

  invites: { path: '/invites', href: () => '/invites' },
  updates: { path: '/updates', href: () => '/updates' },
  comments: { path: '/comments', href: () => '/comments' },
  messages: { path: '/messages', href: () => '/messages' },
  suggestions: { path: '/suggestions', href: () => '/suggestions' },

  coveragesNew: { path: '/coverages/new', href: () => '/coverages/new' },
  coveragesEdit: { path: '/coverages/edit', href: () => '/coverages/edit' },
  coverageEdit: { path: '/coverages/edit/:id', href: (id: string) => `/coverages/edit/${enc(id)}` },

  appointments: { path: '/appointments', href: () => '/appointments' },
  appointmentsNew: { path: '/appointments/new', href: () => '/appointments/new' },
  appointment: { path: '/appointments/:id', href: (id: string) => `/appointments/${enc(id)}` },

  avatarNew: { path: '/avatar/new/:id', href: (id: string) => `/avatar/new/${enc(id)}` },
  fileView: {
    path: '/file/:collectionId/:fileId/:file',
    href: (collectionId: string, fileId: string, file: string) =>
      `/file/${enc(collectionId)}/${enc(fileId)}/${enc(file)}`,
  },

  onboardGuide: { path: '/onboard/guide', href: () => '/onboard/guide' },
  onboardContact: { path: '/onboard/contact', href: () => '/onboard/contact' },
  onboardCoverage: { path: '/onboard/coverage', href: () => '/onboard/coverage' },
  onboardAgreement: { path: '/onboard/agreement', href: () => '/onboard/agreement' },
  onboardInformation: { path: '/onboard/information', href: () => '/onboard/information' },

  oauthAuthorize: { path: '/oauth/authorize', href: () => '/oauth/authorize' },

  demo: { path: '/demo', href: () => '/demo' },
  demoBlog: { path: '/demo/blog', href: () => '/demo/blog' },
  demoPlan: { path: '/demo/plan', href: () => '/demo/plan' },
  demoAgent: { path: '/demo/agent', href: () => '/demo/agent' },
  demoReport: { path: '/demo/report', href: () => '/demo/report' },
  demoAccount: { path: '/demo/account', href: () => '/demo/account' },
  demoProfile: { path: '/demo/profile', href: () => '/demo/profile' },
  demoSchedule: { path: '/demo/schedule', href: () => '/demo/schedule' },
  demoAssistant: { path: '/demo/assistant', href: () => '/demo/assistant' },
  demoAppointment: { path: '/demo/appointment', href: () => '/demo/appointment' },
  demoAppointments: { path: '/demo/appointments', href: () => '/demo/appointments' },
  demoNotifications: { path: '/demo/notifications', href: () => '/demo/notifications' },
} as const;

/** Record ids of the record store: 15 lowercase alphanumerics. */
const RECORD_ID = /^[a-z0-9]{15}$/;

export function isRecordId(value: string | undefined): value is string {
  return value !== undefined && RECORD_ID.test(value);
}

/** Types the generic editor knows (product.md §4, Edit). */
const EDIT_TYPES = [
  'plans',
  'tasks',
  'reports',
  'appointments',
  'coverages',
  'circles',
  'posts',
  'suggestions',
  'benefit_plans',
  'employers',
  'brokers',
  'counselors',
  'members',
  'files',
] as const;

export function isEditType(value: string | undefined): boolean {
  return value !== undefined && (EDIT_TYPES as readonly string[]).includes(value);
}

/** Only same-origin app paths are accepted as a post-sign-in destination. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
