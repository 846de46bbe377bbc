/**
 * Every notice the server writes is worded in the RECIPIENT's language (users.language), not the
 * actor's (issue 31): circle changes, invitations declined, suggestions, the assistant's hand-off,
 * support access, account deletion, turning 18, a broker's disconnect, plans, tasks, comments,
 * appointments and report notes. Each kind is checked with a Spanish and an English recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { store, type CollectionName, type StoreRecord } from '../store/store.js';
import { handOff } from '../assistant/handoff.js';
import { endMinorAccess } from '../account/crons/minors-turning-18.js';
import { logTransition } from '../care/hooks/reports.js';
import { msg } from './product-error.js';
import { acceptInvite } from '../circles/routes/invites.js';

let ctx: TestApp;
let alice = '';
let bob = '';
let carol = '';
let carolToken = '';
let aliceMember = '';
let seq = 0;

const s = () => store(ctx.app.core);
const create = <K extends CollectionName>(name: K, body: Record<string, unknown>) => s().create(name, body as never);
const update = async <K extends CollectionName>(name: K, id: string, body: Record<string, unknown>) =>
  s().update((await s().findById(name, id))!, body);
const speaks = async (user: string, language: 'en' | 'es') => update('users', user, { language });
/** the user's notices whose link is `link`, titles and bodies (no reliance on their order) */
const notices = async (user: string, link: string) =>
  (await s().list('notifications', 'user = {:u} && link = {:l}', { params: { u: user, l: link } })).map((n) => ({ title: n.data.title, body: n.data.body }));
const titles = async (user: string, link: string) => (await notices(user, link)).map((n) => n.title);

beforeAll(async () => {
  ctx = await createTestApp();
  alice = String(ctx.records.alice.data['id']);
  bob = String(ctx.records.bob.data['id']);
  const counselorUser = await create('users', { email: 'carol@example.com', password: 'test-password-123', passwordConfirm: 'test-password-123', name: 'Carol', role: 'counselor' });
  carol = counselorUser.data.id;
  const counselor = await create('counselors', { user: carol, display_name: 'Carol', active: true, accepting: true, capacity: 10 });
  const own = await s().findFirst('members', 'user = {:u}', { params: { u: alice } });
  aliceMember = own!.data.id;
  await update('members', aliceMember, { counselor: counselor.data.id, first_name: 'Alice', last_name: 'Avery' });
  const auth = await ctx.inject({ method: 'POST', url: '/api/collections/users/auth-with-password', body: { identity: 'carol@example.com', password: 'test-password-123' } });
  expect(auth.statusCode, auth.body).toBe(200);
  carolToken = String(auth.json().token);
});

afterAll(async () => {
  await ctx?.close();
});

describe.each([
  ['es', 'en'],
  ['en', 'es'],
] as const)('a recipient speaking %s (the actor or the other side speaking %s)', (lang, other) => {
  const es = lang === 'es';

  it('circle changes: access changed and ended for the carer, someone leaving for the owner', async () => {
    await speaks(bob, lang);
    await speaks(alice, lang);
    const circle = await create('circles', { owner: alice, member: aliceMember, name: `Team ${++seq}`, active: true });
    const name = circle.data.name;
    const row = await create('circle_members', { circle: circle.data.id, user: bob, display_name: 'Bob', access: 'view', scopes: ['plans'], status: 'active' });
    await update('circle_members', row.data.id, { scopes: ['plans', 'reports'] });
    // a notice about someone else's circle says whose it is (in Spanish "Sobre Alice: …")
    expect(await titles(bob, `/circles/${circle.data.id}`)).toEqual([es ? `Sobre Alice: Cambió su acceso a «${name}»` : `Your access to "${name}" changed`]);
    await update('circle_members', row.data.id, { status: 'left' });
    expect(await titles(alice, `/circles/${circle.data.id}`)).toEqual([es ? `Bob salió de «${name}»` : `Bob left "${name}"`]);
    const again = await create('circle_members', { circle: circle.data.id, user: bob, display_name: 'Bob', access: 'view', scopes: [], status: 'active' });
    const before = (await titles(bob, '/circles')).length;
    await update('circle_members', again.data.id, { status: 'revoked' });
    const ended = await titles(bob, '/circles');
    expect(ended).toHaveLength(before + 1);
    expect(ended).toContain(es ? `Sobre Alice: Su acceso a «${name}» terminó` : `Your access to "${name}" has ended`);
  });

  it('a circle invitation declined tells the owner in the owner’s language', async () => {
    await speaks(alice, lang);
    const circle = await create('circles', { owner: alice, member: aliceMember, name: `Declined ${++seq}`, active: true });
    const invite = await create('invites', { kind: 'circle', email: `d${seq}@example.com`, name: 'Dana', inviter: alice, circle: circle.data.id, status: 'pending' });
    await update('invites', invite.data.id, { status: 'declined' });
    expect(await titles(alice, `/circles/${circle.data.id}`)).toEqual([es ? 'Dana rechazó su invitación' : 'Dana declined your invitation']);
  });

  it('a circle invitation accepted tells the owner in the owner’s language', async () => {
    await speaks(alice, lang);
    const email = `joiner${++seq}@example.com`;
    const joiner = await create('users', { email, password: 'test-password-123', passwordConfirm: 'test-password-123', name: 'Jo', language: other });
    const circle = await create('circles', { owner: alice, member: aliceMember, name: `Joined ${seq}`, active: true });
    const invite = await create('invites', { kind: 'circle', email, name: 'Jo', inviter: alice, circle: circle.data.id, status: 'pending', access: 'view', scopes: ['plans'] });
    await acceptInvite(ctx.app.core, (await s().findById('invites', invite.data.id))!, joiner.data);
    expect(await titles(alice, `/circles/${circle.data.id}`)).toEqual([es ? `Jo se unió a «Joined ${seq}»` : `Jo joined "Joined ${seq}"`]);
  });

  it('a suggestion the counselor proposes reaches the member in the member’s language', async () => {
    await speaks(alice, lang);
    await speaks(carol, other);
    const title = `Try urgent care ${++seq}`;
    const res = await ctx.inject({
      method: 'POST', url: '/api/collections/suggestions/records', headers: { authorization: carolToken },
      body: { member: aliceMember, author: carol, title, status: 'proposed', kind: 'cost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles(alice, '/suggestions')).toContain(es ? `Sugerencia nueva: ${title}` : `New suggestion: ${title}`);
  });

  it('the assistant’s hand-off: the counselor’s notice, summary and draft suggestion in the counselor’s language', async () => {
    await speaks(carol, lang);
    await speaks(alice, other);
    const member = (await s().findById('members', aliceMember))!;
    const assistantChat = await create('chats', { member: aliceMember, kind: 'assistant', title: 'Plan questions', status: 'open' });
    await create('messages', { chat: assistantChat.data.id, sender: alice, role: 'member', body: 'I was charged twice', kind: 'text' });
    const chat = await ctx.app.core.db.transaction((q) => handOff(ctx.app.core, q, { member, assistantChat, actor: alice, reason: 'money_dispute' }));
    expect(await notices(carol, `/chat/${chat.data.id}`)).toContainEqual({
      title: es ? 'Alice necesita ayuda de una persona' : 'Alice needs help from a person',
      body: '"I was charged twice"',
    });
    const summary = await s().findFirst('messages', 'chat = {:c} && kind = "handoff" && ref_id = {:r}', { params: { c: chat.data.id, r: assistantChat.data.id } });
    expect(summary!.data.body).toContain(
      es ? 'El asistente pasa la conversación: una pregunta sobre una factura, un cargo o un reclamo denegado.' : 'Handoff from the assistant: a question about a bill, a charge or a denied claim.',
    );
    expect(summary!.data.body).toContain(es ? 'Preguntas recientes de Alice:' : "Alice's recent questions:");
    const drafts = (await s().list('suggestions', 'member = {:m} && source = "assistant"', { params: { m: aliceMember } })).map((d) => d.data.title);
    expect(drafts).toContain(es ? 'Revise una pregunta sobre facturación que recibió el asistente' : 'Review a billing question from the assistant');
  });

  it('support viewing the account: the person is told in their language', async () => {
    await speaks(bob, lang);
    const res = await ctx.inject({ method: 'POST', url: `/api/collections/users/impersonate/${bob}`, auth: 'superuser', body: { duration: 600, reason: `Ticket ${++seq}` } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await notices(bob, '/updates')).filter((n) => n.body.includes(`Ticket ${seq}`));
    expect(mine).toEqual([
      es
        ? { title: 'El equipo de soporte de Covey vio su cuenta', body: `Motivo: Ticket ${seq}. El acceso termina en 10 minutos como máximo. Puede desactivar el acceso de soporte en su perfil.` }
        : { title: 'Covey support viewed your account', body: `Reason: Ticket ${seq}. Access ends within 10 minutes. You can turn support access off in your profile.` },
    ]);
  });

  it('a dependent turning 18: the subscriber is told in the subscriber’s language', async () => {
    await speaks(alice, lang);
    const teen = await create('members', { subscriber: aliceMember, relationship: 'child', first_name: 'Tess', last_name: `Teen${++seq}`, email: `tess${seq}@example.com` });
    await update('members', teen.data.id, { minor: true, adult_on: '2001-01-01 00:00:00.000Z' });
    expect(await endMinorAccess(ctx.app.core)).toBeGreaterThanOrEqual(1);
    const name = `Tess Teen${seq}`;
    expect((await notices(alice, '/members')).filter((n) => n.title.includes(name))).toEqual([
      es
        ? { title: `${name} ya cumplió 18 años`, body: `Usted ya no administra los registros de ${name}. Le invitamos a crear su propia cuenta con tess${seq}@example.com.` }
        : { title: `${name} is 18 now`, body: `You no longer manage ${name}'s records. We invited them to create their own account at tess${seq}@example.com.` },
    ]);
  });

  it('an employer disconnecting its broker tells the agency’s people in their language', async () => {
    await speaks(bob, lang);
    const broker = await create('brokers', { name: `Harbor ${++seq}`, users: [bob], owner: bob });
    const employer = await create('employers', { name: `Acme ${seq}`, broker: broker.data.id, admins: [alice], status: 'active' });
    const res = await ctx.inject({ method: 'POST', url: `/api/employers/${employer.data.id}/disconnect-broker`, auth: 'superuser' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notices(bob, '/employers')).filter((n) => n.title.startsWith(`Acme ${seq} `))).toEqual([
      es
        ? { title: `Acme ${seq} desconectó a su agencia`, body: 'Su lista de empleados y sus cifras ya no forman parte de su cartera de clientes.' }
        : { title: `Acme ${seq} disconnected your agency`, body: 'Its roster and figures are no longer in your book of business.' },
    ]);
  });

  it('plans, tasks and comments: proposed, accepted, completed, all done, a new comment', async () => {
    await speaks(alice, lang);
    await speaks(carol, other);
    const title = `Knee surgery ${++seq}`;
    const plan = await create('plans', { member: aliceMember, title, status: 'draft', created_by: carol });
    const link = `/plans/${plan.data.id}`;
    await update('plans', plan.data.id, { status: 'proposed' });
    expect(await titles(alice, link)).toEqual([es ? 'Un plan nuevo para revisar' : 'A new plan to review']);
    await update('plans', plan.data.id, { status: 'active' });
    expect(await titles(alice, link)).toContain(es ? `Aceptó el plan «${title}»` : `Accepted the plan “${title}”`);
    const task = await create('tasks', { member: aliceMember, plan: plan.data.id, title: 'Call the surgeon', status: 'todo', created_by: carol });
    await update('tasks', task.data.id, { status: 'waiting' });
    expect(await titles(alice, `/tasks/${task.data.id}`)).toEqual([
      es ? 'Cambió la tarea «Call the surgeon» de Por hacer a En espera' : 'Moved the task “Call the surgeon” from To do to Waiting',
    ]);
    await update('tasks', task.data.id, { status: 'done' });
    expect(await titles(alice, `/tasks/${task.data.id}`)).toContain(es ? 'Completó la tarea «Call the surgeon»' : 'Completed the task “Call the surgeon”');
    expect(await notices(alice, link)).toContainEqual(
      es ? { title: `Todas las tareas de «${title}» están hechas`, body: 'Ya se puede completar el plan.' } : { title: `Every task in “${title}” is done`, body: 'The plan can be completed.' },
    );
    const comment = await create('comments', { member: aliceMember, plan: plan.data.id, author: carol, body: '<p>Looks good</p>', internal: false });
    expect(await titles(alice, `${link}?comment=${comment.data.id}`)).toEqual([es ? `Comentario nuevo sobre el plan «${title}»` : `New comment on the plan “${title}”`]);
    // the activity log stays English whoever reads the notices
    const log = await s().list('updates', 'target_id = {:p} && action = "status_changed"', { params: { p: plan.data.id } });
    expect(log.map((u) => u.data.summary)).toContain(`Accepted the plan “${title}”`);
  });

  it('a plan from a template is written in the member’s language, whoever creates it', async () => {
    await speaks(alice, lang);
    await speaks(carol, other);
    const plan = await create('plans', { member: aliceMember, title: 'My HDHP', template: 'understand_hdhp', status: 'draft', created_by: carol });
    expect(plan.data.goal).toBe(
      es ? 'Sepa cómo funcionan su plan con deducible alto y su HSA, y cuánto pagará por la atención.' : 'Know how your high-deductible plan and HSA work, and what you will pay for care.',
    );
    const tasks = (await s().list('tasks', 'plan = {:p}', { params: { p: plan.data.id } })).map((task) => task.data.title);
    expect(tasks).toContain(es ? 'Conocer su deducible y su desembolso máximo' : 'Learn your deductible and out-of-pocket maximum');
    expect(tasks).toHaveLength(4);
  });

  it('an appointment cancelled by the member: the counselor reads it in the counselor’s language', async () => {
    await speaks(carol, lang);
    await speaks(alice, other);
    const counselor = (await s().findFirst('counselors', 'user = {:u}', { params: { u: carol } }))!;
    const appt = await create('appointments', {
      member: aliceMember, counselor: counselor.data.id, kind: 'counselor_call', status: 'confirmed',
      start: '2031-03-04 15:00:00.000Z', end: '2031-03-04 15:30:00.000Z', timezone: 'America/Chicago',
    });
    const res = await ctx.inject({ method: 'PATCH', url: `/api/collections/appointments/records/${appt.data.id}`, auth: 'alice', body: { status: 'cancelled', cancel_reason: 'Feeling better' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles(carol, `/appointments/${appt.data.id}`)).toEqual([
      es ? 'Cancelada: Llamada con Carol, mar, 4 de mar, 9:00 a.m. CST (Feeling better)' : 'Cancelled: Call with Carol, Tue, Mar 4, 9:00 AM CST (Feeling better)',
    ]);
  });

  it('a report closed automatically: the note under the notice is in the member’s language', async () => {
    await speaks(alice, lang);
    const report = await create('reports', { member: aliceMember, title: `ER bill ${++seq}`, kind: 'bill_review', status: 'closed' });
    await ctx.app.core.db.transaction((q) =>
      logTransition(ctx.app.core, q, report as StoreRecord<'reports'>, { from: 'resolved', to: 'closed', actor: '', staff: true, summary: msg('notice.report.auto_closed', { days: 14 }) }),
    );
    expect((await notices(alice, `/reports/${report.data.id}`)).map((n) => n.body)).toContain(
      es ? 'Se cerró automáticamente 14 días después de resolverse.' : 'Closed automatically 14 days after it was resolved.',
    );
  });
});

describe('account deletion', () => {
  it('the request is confirmed in the person’s language', async () => {
    await speaks(bob, 'es');
    const res = await ctx.inject({ method: 'POST', url: '/api/account/deletion', auth: 'bob' });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await notices(bob, '/account');
    expect(notice!.title).toBe('Solicitó eliminar su cuenta');
    expect(notice!.body).toMatch(/^Su cuenta y sus datos se eliminarán después del \d{4}-\d{2}-\d{2}\. Puede cancelarlo/);
    await ctx.inject({ method: 'DELETE', url: '/api/account/deletion', auth: 'bob' });
    await speaks(bob, 'en');
    for (const n of await s().list('notifications', 'user = {:u} && link = "/account"', { params: { u: bob } })) await s().delete(n);
    expect((await ctx.inject({ method: 'POST', url: '/api/account/deletion', auth: 'bob' })).statusCode).toBe(200);
    expect((await notices(bob, '/account'))[0]!.title).toBe('Account deletion requested');
  });
});

describe('the plan templates list', () => {
  it('follows the request’s language: a Spanish account reads Spanish titles, an English one English', async () => {
    await speaks(alice, 'es');
    const es = await ctx.inject({ method: 'GET', url: '/api/plan-templates', auth: 'alice' });
    expect(es.statusCode).toBe(200);
    expect((es.json() as { items: { id: string; title: string }[] }).items.find((x) => x.id === 'new_baby')?.title).toBe('Nuevo bebé');
    await speaks(alice, 'en');
    const en = await ctx.inject({ method: 'GET', url: '/api/plan-templates', auth: 'alice' });
    expect((en.json() as { items: { id: string; title: string }[] }).items.find((x) => x.id === 'new_baby')?.title).toBe('New baby');
  });
});
