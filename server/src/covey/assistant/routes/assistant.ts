/**
 * The benefits assistant's routes (product.md §3.4, §4 "/chat/{id}", §6 "Assistant"):
 * - `POST /api/assistant/ask {chat, text}`: the server writes the member's question and the
 *   assistant's cited answer into the caller's own assistant chat (a guardian does not get a
 *   minor's chats, product.md §2); a handoff answer also posts a summary into the counselor chat;
 * - `POST /api/assistant/handoff {chat}`: "Talk to my counselor";
 * - `POST /api/assistant/feedback {message, helpful}`: "Was this helpful?": kept on the answer
 *   (`messages.feedback`, readable by the member so the thread shows it was given) and logged as a
 *   staff-visible note;
 * - `GET|PATCH /api/assistant/settings`: superuser only; the optional model endpoint.
 * Another person's chat (or one that does not exist) is a 404 like the store's; one's own
 * counselor chat is a 400 (only assistant chats are answered).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { requireAuth, requireSuperuser } from '../../../core/rules/request-guards.js';
import { privateAddressOf } from '../../../core/auth/ssrf-guard.js';
import { fieldError } from '../../../util/api-error.js';
import { logUpdate } from '../../activity.js';
import { answerOffline, type Answer } from '../answer.js';
import {
  mergeLlmSettings, readAssistantSettings, redactAssistantSettings, writeAssistantSettings, type AssistantSettings,
} from '../assistant-settings.js';
import { ASSISTANT_NAME, handOff } from '../handoff.js';
import { knowledgeStore } from '../knowledge.js';
import { answerWithModel } from '../llm-answer.js';
import { findById, insert, patch, str } from '../../hooks/context.js';
import { looksSpanish } from '../spanish.js';
import { t, toLocale, type Locale } from '../../i18n/t.js';
import type { StoreRecord } from '../../store/store.js';
import { msg, ProductError, productField } from '../../i18n/product-error.js';

const MAX_QUESTION = 2000;
const NOT_FOUND = msg('error.assistant.chat_not_found');
const MODEL_DOWN_NOTE = '(The AI service could not be reached, so this answer quotes your documents directly.)';

interface Owned {
  me: string;
  chat: StoreRecord<'chats'>;
  member: StoreRecord<'members'>;
}

/** `host[:port]` of an endpoint URL ('' when none) */
const hostOfUrl = (raw: string): string => {
  try {
    return raw ? new URL(raw).host.toLowerCase() : '';
  } catch {
    return raw.trim().toLowerCase();
  }
};

/** the caller's assistant chat, or a 404/403 in the store's envelope */
async function ownedAssistantChat(core: CoreApp, req: FastifyRequest, chatId: string): Promise<Owned> {
  requireAuth(req);
  const auth = req.auth!;
  if (auth.collection.name !== 'users') throw new ProductError(403, msg('error.assistant.members_only'));
  const me = str(auth.record['id']);
  if (str(auth.record['role']) === 'demo') throw new ProductError(403, msg('error.assistant.demo'));
  if (!chatId) throw new ProductError(400, msg('error.assistant.choose_chat'), { chat: fieldError('validation_required', 'Cannot be blank.') });
  const chat = await findById(core, core.db, 'chats', chatId);
  if (!chat) throw new ProductError(404, NOT_FOUND);
  const member = await findById(core, core.db, 'members', chat.data.member);
  if (!member) throw new ProductError(404, NOT_FOUND);
  // only the member's own chat: a guardian does not get a minor's chats (product.md §2 "Circles":
  // the guardian sees coverage, appointments and tasks, not reports or chat; §3.4 chats create)
  const own = chat.data.participants.includes(me) && member.data.user === me;
  if (!own) throw new ProductError(404, NOT_FOUND);
  if (chat.data.kind !== 'assistant') {
    throw new ProductError(400, msg('error.assistant.not_assistant_chat'), {
      chat: productField('validation_invalid_value', msg('error.assistant.not_assistant_chat_field')),
    });
  }
  return { me, chat, member };
}

function questionText(body: Record<string, unknown>): string {
  const raw = body['text'];
  if (typeof raw !== 'string' || !raw.trim()) {
    throw new ProductError(400, msg('error.assistant.type_question'), { text: fieldError('validation_required', 'Cannot be blank.') });
  }
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length > MAX_QUESTION) {
    throw new ProductError(400, msg('error.assistant.too_long', { max: MAX_QUESTION }), {
      text: fieldError('validation_max_text_constraint', `Must be no more than ${MAX_QUESTION} character(s).`),
    });
  }
  return text;
}

/** what identifies the member or the asker: masked out of anything sent to a model */
function identity(member: StoreRecord<'members'>, asker: Record<string, unknown>): string[] {
  const values = [
    ...['first_name', 'last_name', 'email', 'employee_id', 'id', 'user'].map((k) => str(member.data[k])),
    ...['name', 'email', 'id', 'phone'].map((k) => str(asker[k])),
  ].filter(Boolean);
  const words = values.flatMap((v) => v.split(/\s+/)).filter((w) => w.length >= 3);
  return [...new Set([...values, ...words])].sort((a, b) => b.length - a.length);
}

/** the answer's language: the member's own (`users.language`), or Spanish when the question is */
function answerLocale(asker: Record<string, unknown>, text: string): Locale {
  const own = toLocale(asker['language']);
  return own !== 'en' ? own : looksSpanish(text) ? 'es' : 'en';
}

async function answer(core: CoreApp, member: StoreRecord<'members'>, text: string, secrets: string[], locale: Locale): Promise<Answer> {
  const knowledge = await knowledgeStore(core).get(str(member.data.id));
  const offline = answerOffline(text, knowledge.index, knowledge.figures, locale);
  const settings = await readAssistantSettings(core);
  const { llm } = settings;
  // safety answers and handoffs stay the offline wording; the model only rephrases cited passages
  if (!llm.enabled || !llm.baseUrl || !offline.hits.length || offline.handoff || offline.flags.length) return offline;
  // the model sees plan text only: never the member's card fields
  const hits = offline.hits.filter((h) => h.passage.kind !== 'coverage');
  if (!hits.length) return offline;
  try {
    const m = await answerWithModel(llm, text, hits, secrets, locale);
    return { ...offline, body: m.body, citations: m.citations };
  } catch {
    return { ...offline, body: `${offline.body}\n\n${locale === 'en' ? MODEL_DOWN_NOTE : t(locale, 'assistant.model_down')}` };
  }
}

const titleOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

export function assistantRoutes(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/assistant/ask', async (req: FastifyRequest) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { me, chat, member } = await ownedAssistantChat(core, req, str(body['chat']).trim());
      const text = questionText(body);
      const asker = req.auth?.record ?? {};
      const a = await answer(core, member, text, identity(member, asker), answerLocale(asker, text));
      const result = await core.db.transaction(async (q) => {
        const question = await insert(core, q, 'messages', { chat: chat.data.id, sender: me, role: 'member', kind: 'text', body: text });
        let handoffChat: StoreRecord<'chats'> | null = null;
        if (a.handoff) handoffChat = (await handOff(core, q, { member, assistantChat: chat, actor: me, reason: a.handoff })) as StoreRecord<'chats'>;
        const reply = await insert(core, q, 'messages', {
          chat: chat.data.id,
          sender: '',
          sender_name: ASSISTANT_NAME,
          role: 'assistant',
          kind: a.handoff ? 'handoff' : 'text',
          body: a.body,
          citations: a.citations,
          ...(handoffChat ? { ref_collection: 'chats', ref_id: handoffChat.data.id } : {}),
        });
        if (!chat.data.title) {
          const fresh = await findById(core, q, 'chats', chat.data.id);
          if (fresh) await patch(core, q, fresh, { title: titleOf(text) });
        }
        return { question, reply, handoffChat };
      });
      return {
        question: recordToJSON(result.question, { viewerId: me }),
        answer: recordToJSON(result.reply, { viewerId: me }),
        handoff: result.handoffChat ? { chat: result.handoffChat.data.id } : null,
      };
    });

    scope.post('/api/assistant/handoff', async (req: FastifyRequest) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { me, chat, member } = await ownedAssistantChat(core, req, str(body['chat']).trim());
      const reply = await core.db.transaction(async (q) => {
        const target = await handOff(core, q, { member, assistantChat: chat, actor: me, reason: 'asked_for_person' });
        return insert(core, q, 'messages', {
          chat: chat.data.id,
          sender: '',
          sender_name: ASSISTANT_NAME,
          role: 'assistant',
          kind: 'handoff',
          body: t(toLocale(req.auth?.record['language']), 'assistant.answer.handoff_shared'),
          citations: [],
          ref_collection: 'chats',
          ref_id: target.data.id,
        });
      });
      return { answer: recordToJSON(reply, { viewerId: me }), handoff: { chat: reply.data.ref_id } };
    });

    scope.post('/api/assistant/feedback', async (req: FastifyRequest) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      requireAuth(req);
      const message = await findById(core, core.db, 'messages', str(body['message']).trim());
      if (!message || message.data.role !== 'assistant') throw new ProductError(404, msg('error.assistant.answer_not_found'));
      const { me, member } = await ownedAssistantChat(core, req, message.data.chat);
      if (typeof body['helpful'] !== 'boolean') {
        throw new ProductError(400, msg('error.assistant.say_helpful'), { helpful: fieldError('validation_required', 'Cannot be blank.') });
      }
      const helpful = body['helpful'];
      const value = helpful ? 'helpful' : 'not_helpful';
      const saved = await core.db.transaction(async (q) => {
        const fresh = await findById(core, q, 'messages', message.data.id);
        if (!fresh) throw new ProductError(404, msg('error.assistant.answer_not_found'));
        if (fresh.data.feedback === value) return fresh;
        const next = await patch(core, q, fresh, { feedback: value });
        await logUpdate(core, q, {
          actor: me,
          member: member.data.id,
          target: 'chats',
          targetId: message.data.chat,
          action: 'updated',
          summary: helpful ? 'An assistant answer was marked helpful.' : 'An assistant answer was marked not helpful.',
          msg: { id: helpful ? 'assistant_helpful' : 'assistant_not_helpful' },
          data: { message: message.data.id, helpful },
          visibility: 'staff',
        });
        return next;
      });
      return { ok: true, helpful, message: recordToJSON(saved, { viewerId: me }) };
    });

    scope.get('/api/assistant/settings', async (req: FastifyRequest) => {
      requireSuperuser(req);
      return redactAssistantSettings(await readAssistantSettings(core));
    });

    scope.patch('/api/assistant/settings', async (req: FastifyRequest) => {
      requireSuperuser(req);
      const input = ((req.body ?? {}) as Record<string, unknown>)['llm'];
      const cur = await readAssistantSettings(core);
      const next: AssistantSettings = { llm: mergeLlmSettings(cur.llm, input) };
      if (input && typeof input === 'object') {
        const l = input as Record<string, unknown>;
        if (typeof l['baseUrl'] === 'string' && next.llm.baseUrl && !/^https?:\/\/[^\s]+$/i.test(next.llm.baseUrl)) {
          throw new ProductError(400, msg('error.assistant.model_url'), { 'llm.baseUrl': fieldError('validation_invalid_url', 'Must be a valid url.') });
        }
        // the stored key never goes to a new host on its own: the same request must enter it again
        if (cur.llm.apiKey && hostOfUrl(cur.llm.baseUrl) !== hostOfUrl(next.llm.baseUrl) && typeof l['apiKey'] !== 'string') {
          throw new ProductError(400, msg('error.assistant.key_again'), {
            'llm.apiKey': productField('validation_required', msg('error.assistant.key_again')),
          });
        }
      }
      if (next.llm.baseUrl && !next.llm.allowPrivateHost) {
        const address = await privateAddressOf(hostOfUrl(next.llm.baseUrl).replace(/:\d+$/, ''));
        if (address) {
          const message = msg('error.assistant.private_host', { address });
          throw new ProductError(400, message, { 'llm.baseUrl': productField('validation_private_host', message) });
        }
      }
      await writeAssistantSettings(core, next);
      return redactAssistantSettings(next);
    });
  };
}
