/**
 * Fixture data of the demo sandbox (product.md §4 "Demo"). Fictional; nothing is read from or written to the
 * server. Each fixture is read at render time in the active language (decision 0057): names stay, words,
 * dates, times and amounts follow the language.
 */
import { formatMoney, intlTag } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { sampleTime } from './sample-time';

/** "Feb 3" · "3 feb": a fixed sample day (the fixtures are not dated relative to today) */
const sampleDay = (month: number, day: number, weekday = false) =>
  new Intl.DateTimeFormat(intlTag(), {
    ...(weekday ? { weekday: 'short' } : {}),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(2025, month - 1, day));

/** "$1,150" */
export const demoUsd = (n: number) => formatMoney(n, 0);

export const demoMember = () => ({
  name: 'Alex Rivera',
  firstName: 'Alex',
  employer: 'Acme Foods',
  plan: t('demo.member.plan'),
  deductible: { met: 1150, total: 3000 },
  hsaBalance: 2140,
  language: t('demo.member.language'),
  pronouns: t('demo.member.pronouns'),
  accessibility: t('demo.member.accessibility'),
  contact: t('demo.member.contact'),
});

export const demoCounselor = () => ({
  name: 'Jordan Lee',
  title: t('demo.counselor.title'),
  languages: t('demo.counselor.languages'),
  bio: t('demo.counselor.bio'),
});

export const demoPosts = () => [
  { title: t('demo.post1.title'), from: t('demo.post1.from'), body: t('demo.post1.body') },
  { title: t('demo.post2.title'), from: 'Covey', body: t('demo.post2.body') },
  { title: t('demo.post3.title'), from: t('demo.post3.from'), body: t('demo.post3.body') },
];

export const demoPlan = () => ({
  title: t('demo.plan.title'),
  tasks: [
    { title: t('demo.plan.task1'), done: true },
    { title: t('demo.plan.task2'), done: true },
    { title: t('demo.plan.task3'), done: false },
    { title: t('demo.plan.task4'), done: false },
    { title: t('demo.plan.task5'), done: false },
    { title: t('demo.plan.task6'), done: false },
  ],
});

export const demoTranscript = () => [
  { from: 'Alex', text: t('demo.chat.1') },
  { from: 'Jordan', text: t('demo.chat.2') },
  { from: 'Jordan', text: t('demo.chat.3') },
  { from: 'Alex', text: t('demo.chat.4') },
  { from: 'Jordan', text: t('demo.chat.5') },
];

export const demoReport = () => ({
  title: t('demo.report.title'),
  original: 2480,
  resolved: 350,
  timeline: [
    { date: sampleDay(1, 8), text: t('demo.report.step1') },
    { date: sampleDay(1, 9), text: t('demo.report.step2') },
    { date: sampleDay(1, 12), text: t('demo.report.step3') },
    { date: sampleDay(1, 20), text: t('demo.report.step4') },
  ],
});

export const demoAssistantAnswers = () => [
  { question: t('demo.ask1.question'), answer: t('demo.ask1.answer'), citation: t('demo.ask1.citation') },
  { question: t('demo.ask2.question'), answer: t('demo.ask2.answer'), citation: t('demo.ask2.citation') },
];

export const demoSlots = () => [
  sampleTime(9, 0),
  sampleTime(9, 30),
  sampleTime(11, 0),
  sampleTime(13, 30),
  sampleTime(15, 0),
  sampleTime(16, 30),
];

export const demoAppointments = () => [
  {
    title: t('demo.appt1.title'),
    when: `${sampleDay(2, 3, true)} · ${sampleTime(10, 0)}`,
    status: t('label.appointmentsStatus.completed'),
    kind: t('demo.appt.counselorCall'),
  },
  {
    title: t('demo.appt2.title'),
    when: `${sampleDay(2, 20, true)} · ${sampleTime(14, 30)}`,
    status: t('label.appointmentsStatus.confirmed'),
    kind: t('demo.appt.counselorCall'),
  },
  {
    title: t('demo.appt3.title'),
    when: t('demo.appt3.when'),
    status: t('label.appointmentsStatus.requested'),
    kind: t('demo.appt.providerVisit'),
  },
];

export const demoConnectedApp = () => ({ name: 'FitTrack', scopes: t('demo.app.scopes'), since: sampleDay(12, 2) });
