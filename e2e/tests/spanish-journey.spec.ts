/**
 * Issue 31, the journey in Spanish (real Chromium, 390×844): a member signs up choosing Español on
 * /signup, goes through every onboarding step in Spanish, invites someone to a circle (the invitation
 * mail, read from the SMTP fixture, is Spanish), gets an appointment reminder in Spanish (the mail, its
 * .ics and the notice in the app) and asks the assistant "¿Cuál es mi deducible?": the answer is
 * Spanish, says the plan document is in English and cites it. Every screen: lang="es", axe clean, no
 * sideways scroll; screenshots at phone and desktop size go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { seriousViolations } from '../support/axe.js';
import { adminClient, expect, test, uniqueEmail } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { ROOT } from '../support/server.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });
const SBC = join(ROOT, 'server/test/fixtures/assistant/northwind-bronze-hsa-sbc.pdf');
const PASSWORD = 'Passw0rd-es';
const MIN = 60_000;

test.use({ actionTimeout: 20_000 });

let mail: MailCatcher | undefined;
test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));
test.afterAll(({ server }) => stopSpecMail(server, mail));

/** lang="es", axe clean, nothing wider than the phone; screenshots at phone and desktop size */
async function checkSpanish(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `spanish-journey-${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `spanish-journey-${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** one mail as its reader sees it: the decoded subject and the decoded text of every part (the app's name is the server's) */
interface Mail {
  subject: string;
  text: string;
}

/** RFC 2047 encoded words and quoted-printable / base64 bodies, decoded as UTF-8 */
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

function readMail(raw: string): Mail {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '';
  const subject = folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, ' ');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) return part;
    const headers = part.slice(0, split.index);
    const body = part.slice(split.index + split[0].length);
    if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return qp(body);
    return body;
  });
  return { subject, text: parts.join('\n') };
}

/** the mails to an address so far */
const mailsTo = (address: string): Mail[] =>
  (mail?.raw ?? []).filter((m) => m.toLowerCase().includes(address.toLowerCase())).map(readMail);

test('a member who chose Español signs up, onboards, invites, is reminded and asks the assistant, all in Spanish', async ({
  page,
  server,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminClient(server);
  const app = String((await admin.settings.getAll())['meta']?.['appName'] ?? 'Covey');

  // a counselor who speaks Spanish, and an employer plan whose SBC (English) the assistant reads
  const staff = await admin.collection('users').create({
    email: uniqueEmail('consejera'),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: 'Jordan Lee',
    role: 'counselor',
    verified: true,
  });
  const counselor = await admin.collection('counselors').create({
    user: staff.id,
    display_name: 'Jordan Lee',
    languages: ['en', 'es'],
    accepting: true,
    active: true,
    capacity: 50,
    timezone: 'UTC',
  });
  await admin.collection('availability').create({
    counselor: counselor.id,
    kind: 'weekly',
    weekdays: ['0', '1', '2', '3', '4', '5', '6'],
    start_time: '00:00',
    end_time: '24:00',
    timezone: 'UTC',
  });
  const employer = await admin
    .collection('employers')
    .create({ name: 'Acme Salud', status: 'active', counselors: [counselor.id] });
  const form = new FormData();
  form.append('employer', employer.id);
  form.append('name', 'Northwind Bronze HSA');
  form.append('type', 'medical');
  form.append('plan_year', '2026');
  form.append('active', 'true');
  form.append('sbc', new File([await readFile(SBC)], 'northwind-bronze-hsa-sbc.pdf', { type: 'application/pdf' }));
  const plan = await admin.collection('benefit_plans').create(form);

  // (1) sign-up: the person chooses Español on /signup
  await page.goto('/signup');
  await page.getByRole('group', { name: 'Choose your language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await checkSpanish(page, 'signup');
  const email = uniqueEmail('rosa');
  await page.getByLabel('Nombre').fill('Rosa Martínez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // mail is on: the address is confirmed first, from a Spanish verification mail
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeVisible();
  await checkSpanish(page, 'verify');
  const token = await mail!.tokenFor(email);
  const verification = mailsTo(email)[0]!;
  expect(verification.subject).toBe(`Verifique su correo electrónico de ${app}`);
  expect(verification.text).toContain('Haga clic en el botón de abajo para verificar su correo electrónico.');
  await page.goto(`/auth/verify?token=${token}`);
  await expect(page.getByRole('status', { name: 'Correo electrónico confirmado' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // (2) onboarding, every step in Spanish
  await expect(page).toHaveURL(/\/onboard\/guide$/);
  await expect(page.getByRole('heading', { name: 'Le damos la bienvenida a Covey' })).toBeVisible();
  await checkSpanish(page, 'onboard-1-guide');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Omitir' }).click();

  await expect(page).toHaveURL(/\/onboard\/contact$/);
  await expect(page.getByRole('textbox', { name: /Nombre/ }).first()).toHaveValue('Rosa');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('415-555-0100');
  await page.getByRole('textbox', { name: 'Código postal (ZIP)' }).fill('94110');
  await checkSpanish(page, 'onboard-2-contact');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  await expect(page.getByRole('heading', { name: 'Su seguro' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Compañía de seguros' }).fill('Northwind Health');
  await page.getByRole('textbox', { name: 'Nombre del plan' }).fill('Northwind Bronze HSA');
  await page.getByRole('textbox', { name: 'Número de identificación de miembro' }).fill('W123456789');
  await checkSpanish(page, 'onboard-3-coverage');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/onboard\/agreement$/);
  const signature = page.getByRole('textbox', { name: 'Escriba su nombre completo para firmar' });
  await expect(signature).toBeVisible();
  await checkSpanish(page, 'onboard-4-agreement');
  const boxes = await page.getByRole('main').getByRole('checkbox').all();
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) await box.check();
  await signature.fill('Rosa Martínez');
  await page.getByRole('button', { name: 'Firmar y continuar' }).click();

  await expect(page).toHaveURL(/\/onboard\/information$/);
  await page.getByRole('checkbox', { name: 'Encontrar un médico' }).check();
  await checkSpanish(page, 'onboard-5-information');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/auth\/completed$/);
  await expect(page.getByRole('link', { name: 'Enviar un primer mensaje' })).toBeVisible();
  await checkSpanish(page, 'onboard-6-completed');

  const user = await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: email }));
  expect(user['language']).toBe('es');
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  expect(member).toMatchObject({ onboarding_step: 'completed', language: 'es' });
  // the shared server may hold other counselors: this journey's reminder is with Jordan Lee
  await admin.collection('members').update(member.id, { counselor: counselor.id });

  // (3) a circle invitation: the mail to the invitee (no account yet) is in Rosa's Spanish
  await page.goto('/circles');
  await page.getByRole('button', { name: 'Crear un círculo' }).click();
  await page.getByRole('textbox', { name: 'Nombre del círculo' }).fill('Familia Martínez');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page).toHaveURL(/\/circles\/[a-z0-9]{15}$/);
  await page.getByRole('link', { name: 'Invitar a alguien' }).click();
  await expect(page).toHaveURL(/\/circles\/[a-z0-9]{15}\/invite$/);
  const carer = uniqueEmail('lucia');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(carer);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await page.getByRole('checkbox', { name: 'Citas' }).check();
  await checkSpanish(page, 'circle-invite');
  await page.getByRole('main').getByRole('checkbox').last().check(); // the consent to share, last on the form
  await page.getByRole('button', { name: 'Enviar la invitación' }).click();
  await expect(page.getByRole('heading', { name: 'Invitación enviada' })).toBeVisible();
  const shownLink = await page.getByRole('textbox', { name: 'Enlace de invitación' }).inputValue();
  await checkSpanish(page, 'circle-invite-sent');
  await expect.poll(() => mailsTo(carer).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const invitation = mailsTo(carer)[0]!;
  expect(invitation.subject).toBe('Rosa Martínez lo invitó a «Familia Martínez»');
  expect(invitation.text).toContain('Hola, Lucía:');
  expect(invitation.text).toContain(`Rosa Martínez lo invitó al círculo «Familia Martínez» en ${app}.`);
  expect(invitation.text).toContain('Abrir la invitación');
  expect(invitation.text).toContain(shownLink);

  // (4) an appointment booked for in 30 minutes: the reminder job's mail, .ics and notice are Spanish
  const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
  const start = Date.now() + 30 * MIN;
  const appointment = await admin.collection('appointments').create({
    member: member.id,
    counselor: counselor.id,
    booked_by: user.id,
    kind: 'counselor_call',
    status: 'confirmed',
    start: iso(start),
    end: iso(start + 30 * MIN),
  });
  const reminders = () =>
    mailsTo(email).filter((m) => m.text.includes(`/appointments/${appointment.id}`) && m.subject.startsWith('En una hora:'));
  await expect
    .poll(
      async () => {
        await admin.crons.run('covey_appointment_reminders');
        return reminders().length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const reminder = reminders()[0]!;
  expect(reminder.subject).toMatch(/^En una hora: Llamada con Jordan Lee, /);
  expect(reminder.text).toContain('Jordan Lee le llamará al número de teléfono de su perfil.');
  expect(reminder.text).toContain('SUMMARY:Llamada con Jordan Lee');
  expect(reminder.text).toContain('LOCATION:Llamada telefónica');
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText('En una hora: Llamada con Jordan Lee')).toBeVisible();
  await checkSpanish(page, 'reminder-notice');
  await page.keyboard.press('Escape');

  // (5) the assistant: a Spanish question, a Spanish answer quoting the English SBC with its page
  await admin.collection('members').update(member.id, { employer: employer.id });
  await admin.collection('users').update(user.id, { employer: employer.id });
  const coverage = await admin
    .collection('coverages')
    .getFirstListItem(admin.filter('member = {:m} && primary = true', { m: member.id }));
  await admin.collection('coverages').update(coverage.id, { benefit_plan: plan.id });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Pregúntele al asistente' }).fill('¿Cuál es mi deducible?');
  await page.getByRole('button', { name: 'Preguntar', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  const thread = page.getByRole('list', { name: 'Mensajes' });
  await expect(thread.getByText('¿Cuál es mi deducible?', { exact: true })).toBeVisible();
  const answer = thread.getByText(/Sus documentos del plan están en inglés/).first();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).toContainText(/deductible/i);
  await expect(answer).toContainText(/Summary of Benefits and Coverage, página \d+/);
  // the assistant's name too (stored in English on the message, said in the reader's language)
  await expect(thread.getByText('Asistente de Covey').first()).toBeVisible();
  await expect(thread.getByText('Covey assistant')).toHaveCount(0);
  await checkSpanish(page, 'assistant-answer');

  // the member can also read the reminder and the invitation through the SDK as stored: Spanish
  const pb = new PocketBase(server.url);
  await pb.collection('users').authWithPassword(email, PASSWORD);
  const notes = await pb.collection('notifications').getFullList({ filter: `link = "/appointments/${appointment.id}"` });
  expect(notes.map((n) => n['title'])).toContain('En una hora: Llamada con Jordan Lee');
});
