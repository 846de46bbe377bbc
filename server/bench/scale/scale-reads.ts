/**
 * The reads of `npm run bench:scale`: per role and screen, the requests the SPA makes, with the
 * filters, sorts, expands and batch sizes of the web feature `api/` modules (the file each comes
 * from is named; `scale-reads.test.ts` checks every filter and sort text still appears there).
 */
import type PocketBase from 'pocketbase';

/** ids the requests need, found once per role after sign-in */
export interface RoleContext {
  pb: PocketBase;
  userId: string;
  role: string;
  /** the member the screens are about (own row, caseload member, cared-for member) */
  memberId: string;
  counselorId: string;
  counselorUserId: string;
  employerId: string;
  brokerId: string;
  chatId: string;
  planId: string;
  reportId: string;
  circleId: string;
}

export interface ReadOp {
  role: string;
  screen: string;
  name: string;
  run: (c: RoleContext) => Promise<unknown>;
}

const OWN_CHAT = '(chat.member.user = {:me} || (chat.member.adult_on > @now && chat.member.subscriber.user = {:me}))';
/** lib/minors.ts: a dependent is managed until the 18th birthday (decision 0030) */
const GUARDED_BY_ME = '(subscriber.user = {:me} && adult_on > @now)';
/** lib/unread-filter.ts */
export function unreadFilter(c: RoleContext, chatId?: string): string {
  const own = c.role === 'member' ? ` && ${OWN_CHAT}` : '';
  return chatId
    ? c.pb.filter(`read = false && role != {:role} && chat = {:chat}${own}`, { role: c.role, chat: chatId, me: c.userId })
    : c.pb.filter(`read = false && role != {:role}${own}`, { role: c.role, me: c.userId });
}

/** lib/unread-filter.ts unreadChatsFilter */
function unreadChatsFilter(c: RoleContext): string {
  const own = c.role === 'member' ? ' && (member.user = {:me} || (member.adult_on > @now && member.subscriber.user = {:me}))' : '';
  return c.pb.filter(`unread_${c.role} > 0${own}`, { me: c.userId });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** the top bar and notices every screen shows */
const shell = (role: string): ReadOp[] => [
  // a member's badge lists the unread message ids (notifications/api/get-unread-messages.ts: the notification store keys
  // its cleared state on them); a counselor's is the sum of the chats' server-kept counts (decision 0061)
  role === 'counselor'
    ? { role, screen: 'shell', name: 'unread messages badge', run: (c) => c.pb.collection('chats').getFullList({ batch: 500, filter: unreadChatsFilter(c), fields: 'id,unread_counselor' }) }
    : { role, screen: 'shell', name: 'unread messages badge', run: (c) => c.pb.collection('messages').getFullList({ batch: 500, filter: unreadFilter(c), fields: 'id' }) },
  { role, screen: 'shell', name: 'comment notices', run: (c) => c.pb.collection('notifications').getFullList({ filter: c.pb.filter('user = {:u} && read = false && link ~ "comment="', { u: c.userId }), sort: '-created,id' }) },
];

/** plans/api/comments.ts: the comments of one target record */
const comments = (c: RoleContext, target: string, id: string) => c.pb.collection('comments').getFullList({ filter: c.pb.filter(`${target} = {:id}`, { id }), sort: 'created,id' });

const plansScreen = (role: string, personFilter: (c: RoleContext) => string): ReadOp[] => [
  // plans/api/plans.ts
  { role, screen: 'plans', name: 'people (plans)', run: (c) => c.pb.collection('members').getFullList({ filter: personFilter(c), sort: 'first_name,last_name,id' }) },
  { role, screen: 'plans', name: 'plans', run: (c) => c.pb.collection('plans').getFullList({ filter: role === 'counselor' ? '' : c.pb.filter('member = {:m}', { m: c.memberId }), sort: '-created,id', expand: 'member' }) },
  { role, screen: 'plans', name: 'tasks', run: (c) => c.pb.collection('tasks').getFullList({ filter: role === 'counselor' ? '' : c.pb.filter('member = {:m} && (plan = "" || plan.status != "draft")', { m: c.memberId }), sort: '-created,id', expand: 'member,plan,assignee' }) },
  { role, screen: 'plan', name: 'plan', run: (c) => c.pb.collection('plans').getOne(c.planId, { expand: 'member' }) },
  { role, screen: 'plan', name: 'plan tasks', run: (c) => c.pb.collection('tasks').getFullList({ filter: c.pb.filter('plan = {:p}', { p: c.planId }), sort: 'due,created,id' }) },
  // plans/api/comments.ts
  { role, screen: 'plan', name: 'plan comments', run: (c) => comments(c, 'plan', c.planId) },
];

const reportsScreen = (role: string): ReadOp[] => [
  // reports/api/reports-api.ts
  { role, screen: 'reports', name: 'reports', run: (c) => c.pb.collection('reports').getFullList({ filter: '', sort: '-updated,id', expand: 'member,member.employer' }) },
  { role, screen: 'report', name: 'report', run: (c) => c.pb.collection('reports').getOne(c.reportId, { expand: 'member,coverage' }) },
  { role, screen: 'report', name: 'report comments', run: (c) => c.pb.collection('comments').getFullList({ filter: c.pb.filter('report = {:id}', { id: c.reportId }), sort: 'created,id' }) },
  { role, screen: 'report', name: 'report history', run: (c) => c.pb.collection('updates').getFullList({ filter: c.pb.filter('target_collection = "reports" && target_id = {:id}', { id: c.reportId }), sort: 'created,id' }) },
];

const chatScreens = (role: string): ReadOp[] => [
  // chat/api/get-chats.ts, get-inbox.ts, unread.ts
  { role, screen: 'chats', name: 'chat list', run: (c) => c.pb.collection('chats').getList(1, 200, { sort: '-last_message_at,-created', expand: 'member' }) },
  // unread.ts getUnreadByChat: the chats' server-kept counts (decision 0051), not every unread message
  { role, screen: 'chats', name: 'unread per chat', run: (c) => c.pb.collection('chats').getFullList({ batch: 500, filter: unreadChatsFilter(c), fields: `id,unread_${c.role}` }) },
  { role, screen: 'chat', name: 'chat', run: (c) => c.pb.collection('chats').getOne(c.chatId, { expand: 'member' }) },
  { role, screen: 'chat', name: 'messages', run: (c) => c.pb.collection('messages').getFullList({ filter: c.pb.filter('chat = {:chat}', { chat: c.chatId }), sort: 'created' }) },
  { role, screen: 'chat', name: 'unread in chat', run: (c) => c.pb.collection('messages').getFullList({ batch: 500, filter: unreadFilter(c, c.chatId) }) },
];

const appointmentScreens = (role: string): ReadOp[] => [
  // appointments/api/appointments-api.ts
  { role, screen: 'appointments', name: 'appointments', run: (c) => c.pb.collection('appointments').getFullList({ batch: 200, sort: 'start,id', expand: 'counselor,member' }) },
  { role, screen: 'book', name: 'counselor', run: (c) => c.pb.collection('counselors').getOne(c.counselorId) },
  { role, screen: 'book', name: '/api/slots (14 days)', run: (c) => c.pb.send('/api/slots', { query: { counselor: c.counselorId, from: day(1), to: day(14), tz: 'America/Chicago' } }) },
];

const activityScreen = (role: string): ReadOp[] => [
  // activity/api/activity.ts
  { role, screen: 'activity', name: 'updates', run: (c) => c.pb.collection('updates').getList(1, 100, { sort: '-created,id', expand: 'member' }) },
  { role, screen: 'activity', name: 'comments', run: (c) => c.pb.collection('comments').getList(1, 100, { sort: '-created,id', expand: 'member,plan,task' }) },
];

const memberFilter = (c: RoleContext) => c.pb.filter(`user = {:me} || ${GUARDED_BY_ME}`, { me: c.userId });

export const MEMBER_READS: ReadOp[] = [
  ...shell('member'),
  // home/api/member-home.ts
  { role: 'member', screen: 'home', name: 'my member row', run: (c) => c.pb.collection('members').getList(1, 1, { filter: c.pb.filter('user = {:user}', { user: c.userId }), expand: 'counselor' }) },
  { role: 'member', screen: 'home', name: 'recent chats', run: (c) => c.pb.collection('chats').getList(1, 3, { sort: '-last_message_at,-created' }) },
  { role: 'member', screen: 'home', name: 'counselor chat', run: (c) => c.pb.collection('chats').getList(1, 1, { filter: c.pb.filter('member = {:m} && kind = "counselor"', { m: c.memberId }), sort: '-created' }) },
  ...plansScreen('member', memberFilter),
  ...reportsScreen('member'),
  ...chatScreens('member'),
  ...appointmentScreens('member'),
  // coverages/api/coverage-actions.ts
  { role: 'member', screen: 'coverages', name: 'coverages', run: (c) => c.pb.collection('coverages').getFullList({ filter: c.pb.filter('member.user = {:u} || member.subscriber.user = {:u}', { u: c.userId }), sort: '-primary,-created', expand: 'member' }) },
  { role: 'member', screen: 'coverages', name: 'people (coverages)', run: (c) => c.pb.collection('members').getFullList({ filter: c.pb.filter('user = {:u} || subscriber.user = {:u}', { u: c.userId }), sort: 'created' }) },
  { role: 'member', screen: 'coverages', name: 'benefit plans', run: (c) => c.pb.collection('benefit_plans').getFullList({ filter: c.pb.filter('employer = {:e} && active = true', { e: c.employerId }), sort: 'type,name' }) },
  // circles/api/circles.ts
  { role: 'member', screen: 'circles', name: 'my circles', run: (c) => c.pb.collection('circles').getFullList({ filter: c.pb.filter('owner = {:me}', { me: c.userId }), sort: 'created,id', expand: 'member' }) },
  { role: 'member', screen: 'circles', name: 'circles I am in', run: (c) => c.pb.collection('circle_members').getFullList({ filter: c.pb.filter('user = {:me}', { me: c.userId }), sort: '-updated,id', expand: 'circle,circle.member' }) },
  { role: 'member', screen: 'circles', name: 'invites I sent', run: (c) => c.pb.collection('invites').getFullList({ filter: c.pb.filter('inviter = {:me} && kind = "circle"', { me: c.userId }), sort: '-created,id', expand: 'circle' }) },
  { role: 'member', screen: 'circle', name: 'circle members', run: (c) => c.pb.collection('circle_members').getFullList({ filter: c.pb.filter('circle = {:id}', { id: c.circleId }), sort: 'created,id', expand: 'user' }) },
  { role: 'member', screen: 'circle', name: 'circle invites', run: (c) => c.pb.collection('invites').getFullList({ filter: c.pb.filter('circle = {:id} && kind = "circle"', { id: c.circleId }), sort: '-created,id' }) },
  // files/api/files-api.ts
  { role: 'member', screen: 'files', name: 'files', run: (c) => c.pb.collection('files').getFullList({ sort: '-created,id', expand: 'member' }) },
  ...activityScreen('member'),
];

export const COUNSELOR_READS: ReadOp[] = [
  ...shell('counselor'),
  // home/api/counselor-home.ts
  // the chats with unread member messages from their counts, with the member's name and last message (decision 0061)
  {
    role: 'counselor', screen: 'home', name: 'unread conversations',
    run: (c) => c.pb.collection('chats').getFullList({
      batch: 500, filter: 'unread_counselor > 0', sort: '-last_message_at,id', expand: 'member',
      fields: 'id,unread_counselor,last_message,last_message_at,expand.member.first_name,expand.member.last_name',
    }),
  },
  { role: 'counselor', screen: 'home', name: 'new assignments', run: (c) => c.pb.collection('members').getList(1, 5, { filter: c.pb.filter('counselor.user = {:me}', { me: c.userId }), sort: '-updated' }) },
  // members/api/get-members.ts, get-member.ts
  { role: 'counselor', screen: 'caseload', name: 'caseload', run: (c) => c.pb.collection('members').getFullList({ batch: 500, filter: c.pb.filter('counselor.user = {:me}', { me: c.userId }), sort: 'last_name,first_name' }) },
  { role: 'counselor', screen: 'caseload', name: 'counselor chats', run: (c) => c.pb.collection('chats').getFullList({ batch: 500, filter: 'kind = "counselor"' }) },
  { role: 'counselor', screen: 'member', name: 'member', run: (c) => c.pb.collection('members').getOne(c.memberId) },
  { role: 'counselor', screen: 'member', name: 'member profile', run: (c) => c.pb.collection('profiles').getList(1, 1, { filter: c.pb.filter('member = {:m}', { m: c.memberId }) }) },
  { role: 'counselor', screen: 'member', name: 'member coverages', run: (c) => c.pb.collection('coverages').getFullList({ batch: 200, filter: c.pb.filter('member = {:m}', { m: c.memberId }), sort: '-primary,type' }) },
  { role: 'counselor', screen: 'inbox', name: 'inbox', run: (c) => c.pb.collection('messages').getList(1, 100, { sort: '-created', expand: 'chat,chat.member,chat.member.subscriber' }) },
  ...plansScreen('counselor', (c) => c.pb.filter('counselor.user = {:u}', { u: c.userId })),
  ...reportsScreen('counselor'),
  ...chatScreens('counselor'),
  { role: 'counselor', screen: 'appointments', name: 'appointments', run: (c) => c.pb.collection('appointments').getFullList({ batch: 200, sort: 'start,id', expand: 'counselor,member' }) },
  { role: 'counselor', screen: 'appointments', name: 'people to book for', run: (c) => c.pb.collection('members').getFullList({ filter: c.pb.filter('counselor.user = {:me}', { me: c.userId }), sort: 'last_name,first_name,id', expand: 'counselor' }) },
  { role: 'counselor', screen: 'availability', name: 'availability', run: (c) => c.pb.collection('availability').getFullList({ filter: c.pb.filter('counselor = {:c}', { c: c.counselorId }), sort: 'kind,date,start_time,id' }) },
  ...activityScreen('counselor'),
];

const ROSTER_SORT = 'last_name,first_name,id';
const ROSTER_FIELDS = 'id,user,first_name,last_name,email,employer,employee_id,eligibility_start,eligibility_end,status';
/** orgs-api.ts rosterFilter: the employer, each word of the search in a name, the email or the employee ID, the status */
const rosterFilter = (c: RoleContext, q: string, status: string) => {
  const parts = [c.pb.filter('employer = {:e}', { e: c.employerId })];
  for (const w of q.split(/\s+/).filter(Boolean)) parts.push(c.pb.filter('(first_name ~ {:w} || last_name ~ {:w} || email ~ {:w} || employee_id ~ {:w})', { w }));
  if (status) parts.push(c.pb.filter('status = {:s}', { s: status }));
  return parts.join(' && ');
};

/** organisations/api/orgs-api.ts */
const orgReads = (role: string): ReadOp[] => [
  { role, screen: 'organisations', name: 'employers', run: (c) => c.pb.collection('employers').getFullList({ sort: 'name,id', batch: 500 }) },
  { role, screen: 'employer', name: 'employer', run: (c) => c.pb.collection('employers').getOne(c.employerId) },
  // orgs-api.ts useRoster: one page of 50 in name order (the employer-name index), the table's fields, with the total (decision 0066)
  { role, screen: 'employer', name: 'roster (page of 50)', run: (c) => c.pb.collection('members').getList(1, 50, { filter: rosterFilter(c, '', ''), sort: ROSTER_SORT, fields: ROSTER_FIELDS }) },
  // a search and a status filter, page 3, with the whole roster's count beside it ("12 of 5,065 people")
  { role, screen: 'employer', name: 'roster search + status (page 3, with the count)', run: (c) => Promise.all([
    c.pb.collection('members').getList(3, 50, { filter: rosterFilter(c, 'an', 'invited'), sort: ROSTER_SORT, fields: ROSTER_FIELDS }),
    c.pb.collection('members').getList(1, 1, { filter: rosterFilter(c, '', ''), fields: 'id' }),
  ]) },
  { role, screen: 'employer', name: 'roster invites', run: (c) => c.pb.collection('invites').getFullList({ filter: c.pb.filter('employer = {:e}', { e: c.employerId }), sort: '-created,id', batch: 1000 }) },
  { role, screen: 'employer', name: 'benefit plans', run: (c) => c.pb.collection('benefit_plans').getFullList({ filter: c.pb.filter('employer = {:e}', { e: c.employerId }), sort: 'type,name,id' }) },
  { role, screen: 'employer', name: 'metrics', run: (c) => c.pb.collection('metrics').getFullList({ filter: c.pb.filter('employer = {:e} && broker = ""', { e: c.employerId }), sort: 'period_start,id' }) },
  { role, screen: 'employer', name: 'posts', run: (c) => c.pb.collection('posts').getFullList({ filter: c.pb.filter('employer = {:e}', { e: c.employerId }), sort: '-pinned,-published_at,id' }) },
  { role, screen: 'employer', name: 'activation (2 counts)', run: async (c) => {
    const base = c.pb.filter('employer = {:e} && status != "inactive"', { e: c.employerId });
    return Promise.all([c.pb.collection('members').getList(1, 1, { filter: base, skipTotal: false }), c.pb.collection('members').getList(1, 1, { filter: `${base} && user != ""`, skipTotal: false })]);
  } },
  { role, screen: 'employer', name: 'funnel (3 counts)', run: async (c) => {
    const base = c.pb.filter('employer = {:e} && status != "inactive"', { e: c.employerId });
    const count = async (extra: string) => (await c.pb.collection('members').getList(1, 1, { filter: extra ? `${base} && ${extra}` : base })).totalItems;
    return Promise.all([count(''), count('user != ""'), count('status = "active"')]);
  } },
  { role, screen: 'news', name: 'published posts', run: (c) => c.pb.collection('posts').getList(1, 50, { filter: 'published = true', sort: '-pinned,-published_at,-created,id', expand: 'employer' }) },
];

export const EMPLOYER_READS: ReadOp[] = [...orgReads('employer')];

export const BROKER_READS: ReadOp[] = [
  ...orgReads('broker'),
  { role: 'broker', screen: 'agency', name: 'brokers', run: (c) => c.pb.collection('brokers').getFullList({ sort: 'name,id' }) },
  { role: 'broker', screen: 'agency', name: 'agency invites', run: (c) => c.pb.collection('invites').getFullList({ filter: c.pb.filter('broker = {:b} && kind = "broker_user"', { b: c.brokerId }), sort: '-created,id' }) },
  { role: 'broker', screen: 'agency', name: 'agency metrics', run: (c) => c.pb.collection('metrics').getFullList({ filter: c.pb.filter('broker = {:b} && employer = ""', { b: c.brokerId }), sort: 'period_start,id' }) },
];

/** circles/api/shared.ts: the owner's records per granted scope; lib/managed-people.ts */
const SHARED: { collection: string; sort: string; filter?: string }[] = [
  { collection: 'profiles', sort: 'id' },
  { collection: 'coverages', sort: '-created,id' },
  { collection: 'plans', sort: '-created,id' },
  { collection: 'tasks', sort: 'due,id', filter: 'status != "done" && status != "cancelled"' },
  { collection: 'appointments', sort: '-start,id' },
  { collection: 'reports', sort: '-created,id' },
  { collection: 'chats', sort: '-created,id', filter: 'kind = "counselor"' },
];

export const CAREGIVER_READS: ReadOp[] = [
  ...shell('caregiver'),
  { role: 'caregiver', screen: 'circles', name: 'circles I am in', run: (c) => c.pb.collection('circle_members').getFullList({ filter: c.pb.filter('user = {:me}', { me: c.userId }), sort: '-updated,id', expand: 'circle,circle.member' }) },
  { role: 'caregiver', screen: 'people', name: 'people I manage (plans)', run: (c) => c.pb.collection('circle_members').getFullList({ filter: c.pb.filter('user = {:me} && status = "active" && access = "manage" && scopes:each ?= {:scope}', { me: c.userId, scope: 'plans' }), sort: 'created,id', expand: 'circle' }) },
  ...SHARED.map((s): ReadOp => ({
    role: 'caregiver', screen: 'shared member', name: `shared ${s.collection}`,
    run: (c) => c.pb.collection(s.collection).getList(1, 20, { filter: c.pb.filter(`member = {:m}${s.filter ? ` && (${s.filter})` : ''}`, { m: c.memberId }), sort: s.sort }),
  })),
  { role: 'caregiver', screen: 'chat', name: 'shared chat messages', run: (c) => c.pb.collection('messages').getFullList({ filter: c.pb.filter('chat = {:chat}', { chat: c.chatId }), sort: 'created' }) },
  { role: 'caregiver', screen: 'chat', name: 'my write access', run: (c) => c.pb.collection('circle_members').getFullList({ filter: c.pb.filter('user = {:me} && status = "active" && circle.member = {:m}', { me: c.userId, m: c.memberId }), fields: 'id,access,scopes,expires' }) },
];
