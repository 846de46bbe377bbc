/**
 * Handing an assistant conversation to the member's counselor (product.md §4 "/chat/{id}", §6):
 * the member's counselor chat (found, or opened) gets a `handoff` message from the assistant with a
 * summary of the recent questions and what the answers rested on; the counselor is notified; a
 * money question also leaves a draft suggestion for the counselor (never shown to the member).
 * Everything is written through the store inside the caller's transaction, so realtime fires.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { RecordModel } from '../../core/records/record.js';
import { dataOf } from '../../core/records/typed-record.js';
import { counselorRecipient, logUpdate, notify } from '../activity.js';
import { insert, str } from '../hooks/context.js';
import { store } from '../store/store.js';
import type { HandoffReason } from './answer.js';
import type { StoreRecord } from '../store/store.js';
import { msg } from '../i18n/product-error.js';
import { recipientLocale } from '../i18n/negotiate.js';
import { t } from '../i18n/t.js';

export const ASSISTANT_NAME = 'Covey assistant';

const REASONS: Record<HandoffReason, string> = {
  asked_for_person: 'asked to talk to a person',
  low_confidence: 'the assistant could not find the answer in the plan documents',
  money_dispute: 'a question about a bill, a charge or a denied claim',
  crisis: 'the member\'s message suggested a crisis (988/911 guidance was shown)',
};

async function counselorChat(core: CoreApp, q: Queryable, memberId: string): Promise<RecordModel> {
  // newest first, then the open ones ahead (a stable sort keeps newest first among them)
  const chats = (await store(core, q).list('chats', 'member = {:memberId} && kind = "counselor"', { params: { memberId }, sort: '-created' }))
    .sort((a, b) => (a.data.status === 'open' ? 0 : 1) - (b.data.status === 'open' ? 0 : 1));
  return chats[0] ?? insert(core, q, 'chats', { member: memberId, kind: 'counselor', status: 'open' });
}

export interface HandoffInput {
  member: RecordModel;
  assistantChat: RecordModel;
  actor: string;
  reason: HandoffReason;
}

/** posts the summary; returns the counselor chat */
export async function handOff(core: CoreApp, q: Queryable, input: HandoffInput): Promise<StoreRecord<'chats'>> {
  const member = dataOf(input.member, 'members');
  const memberId = member.id;
  const chat = await counselorChat(core, q, memberId);
  const counselorChatId = dataOf(chat, 'chats').id;
  const chatId = dataOf(input.assistantChat, 'chats').id;
  const recent = (await store(core, q).list('messages', 'chat = {:chatId}', { params: { chatId }, sort: '+created,+id' })).map((m) => m.data);
  const questions = recent.filter((m) => m.role === 'member').slice(-3).map((m) => `- "${m.body.replace(/\s+/g, ' ').slice(0, 400)}"`);
  const lastAnswer = [...recent].reverse().find((m) => m.role === 'assistant' && m.kind !== 'handoff');
  const counselorUser = await counselorRecipient(core, q, memberId);
  // the summary and the notices are for the counselor: worded in the counselor's language
  const locale = recipientLocale(counselorUser ? await store(core, q).findById('users', counselorUser) : null);
  const sources = Array.isArray(lastAnswer?.citations)
    ? [...new Set((lastAnswer.citations as Record<string, unknown>[]).map((c) => (c['page'] ? t(locale, 'assistant.answer.where', { title: str(c['title']), page: str(c['page']) }) : str(c['title']))))].slice(0, 4)
    : [];
  const named = { named: member.first_name ? 'yes' : 'no', first: member.first_name };
  const body = [
    t(locale, 'notice.handoff.message.lead', { reason: input.reason }),
    questions.length ? `${t(locale, 'notice.handoff.message.questions', named)}\n${questions.join('\n')}` : '',
    sources.length ? t(locale, 'notice.handoff.message.cited', { sources: sources.join('; ') }) : t(locale, 'notice.handoff.message.no_answer'),
    t(locale, 'notice.handoff.message.follow_up'),
  ].filter(Boolean).join('\n\n').slice(0, 3900);
  await insert(core, q, 'messages', {
    chat: counselorChatId,
    sender: '',
    sender_name: ASSISTANT_NAME,
    role: 'assistant',
    kind: 'handoff',
    body,
    ref_collection: 'chats',
    ref_id: chatId,
  });
  const update = await logUpdate(core, q, {
    actor: input.actor,
    member: memberId,
    target: 'chats',
    targetId: counselorChatId,
    action: 'shared',
    summary: `The assistant handed a conversation to the counselor (${REASONS[input.reason]}).`,
    msg: { id: 'assistant_handoff', values: { reason: input.reason } },
    visibility: 'staff',
  });
  await notify(core, q, {
    user: counselorUser,
    title: msg('notice.handoff.title', named),
    body: questions[0]?.slice(2) ?? msg('notice.handoff.body'),
    link: `/chat/${counselorChatId}`,
    kind: 'message',
    update: dataOf(update, 'updates').id,
  });
  if (input.reason === 'money_dispute') {
    // a draft for the counselor
    await insert(core, q, 'suggestions', {
      member: memberId,
      source: 'assistant',
      kind: 'cost',
      title: t(locale, 'notice.handoff.suggestion_title'),
      body: `<p>${t(locale, 'notice.handoff.suggestion_body', named)}</p>`,
      status: 'draft',
    });
  }
  return chat as StoreRecord<'chats'>;
}
