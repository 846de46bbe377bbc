import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { citationHref } from '../../../features/chat/components/citation-list';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const CHAT = 'assistantchat01';
const chat = {
  id: CHAT,
  collectionId: 'pbc_chats',
  collectionName: 'chats',
  kind: 'assistant',
  title: 'Is urgent care covered?',
  status: 'open',
  created: '2026-03-01 10:00:00.000Z',
};
const base = {
  collectionId: 'pbc_msgs',
  collectionName: 'messages',
  chat: CHAT,
  attachments: [],
  created: '2026-03-01 10:00:00.000Z',
  read: true,
};
const question = {
  ...base,
  id: 'msgquestion001',
  role: 'member',
  sender: ME_ID,
  sender_name: 'Casey Example',
  kind: 'text',
  body: 'Is urgent care covered?',
};
const answer = {
  ...base,
  id: 'msganswer00001',
  role: 'assistant',
  sender: '',
  sender_name: 'Covey assistant',
  kind: 'text',
  body: 'Here is what your plan documents say:\n\n"Urgent care: 20% coinsurance after deductible."',
  citations: [
    {
      title: 'Bronze HSA - Summary of Benefits and Coverage',
      file: 'pbc_plans/plan00000000001/sbc_abc123defg.pdf',
      page: 4,
      snippet: 'Urgent care: 20% coinsurance after deductible.',
    },
  ],
};

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('citationHref', () => {
  it('opens a cited PDF at its page, a record source at its link, and nothing else', () => {
    expect(citationHref({ title: 't', file: 'c/r/f.pdf', page: 3, snippet: '' })).toBe('/file/c/r/f.pdf?page=3');
    expect(citationHref({ title: 't', file: '', page: 0, snippet: '', link: '/coverages/edit/abc' })).toBe(
      '/coverages/edit/abc',
    );
    expect(citationHref({ title: 't', file: '', page: 0, snippet: '' })).toBeNull();
    expect(citationHref({ title: 't', file: '', page: 0, snippet: '', link: 'https://evil.example' })).toBeNull();
  });
});

describe('/chat/{id} for an assistant chat', () => {
  function stub(messages: unknown[] = [question, answer]) {
    const asks: StubRequest[] = [];
    const handoffs: StubRequest[] = [];
    const feedback: StubRequest[] = [];
    stubFetch({
      [`GET /api/collections/chats/records/${CHAT}`]: () => [200, chat],
      'GET /api/collections/messages/records': () => [200, list(messages)],
      'POST /api/assistant/ask': (req) => {
        asks.push(req);
        return [200, { question, answer, handoff: null }];
      },
      'POST /api/assistant/handoff': (req) => {
        handoffs.push(req);
        return [
          200,
          {
            answer: { ...answer, id: 'msghandoff0001', kind: 'handoff', citations: [] },
            handoff: { chat: 'counselorchat01' },
          },
        ];
      },
      'POST /api/assistant/feedback': (req) => {
        feedback.push(req);
        return [200, { ok: true }];
      },
    });
    return { asks, handoffs, feedback };
  }

  it('shows the answer with expandable sources, rates it, asks and hands off', async () => {
    const { asks, handoffs, feedback } = stub();
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    expect(await screen.findByText(/Urgent care: 20% coinsurance/)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show sources (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('link', { name: /Open Bronze HSA - Summary of Benefits and Coverage at page 4/ }),
    ).toHaveAttribute('href', '/file/pbc_plans/plan00000000001/sbc_abc123defg.pdf?page=4');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument();
    await waitFor(() => expect(feedback[0]?.body).toEqual({ message: 'msganswer00001', helpful: true }));

    // the member's composer asks through the assistant route, never the messages collection
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Your question/ }), {
      target: { value: 'Do I need a referral?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(asks[0]?.body).toEqual({ chat: CHAT, text: 'Do I need a referral?' }));

    fireEvent.click(screen.getByRole('button', { name: 'Talk to my counselor' }));
    await waitFor(() => expect(handoffs).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Open my counselor chat' })).toHaveAttribute(
      'href',
      '/chat/counselorchat01',
    );
  });

  it('keeps the next question typed while an answer is on its way; clears the box of the question answered', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    stubFetch({
      [`GET /api/collections/chats/records/${CHAT}`]: () => [200, chat],
      'GET /api/collections/messages/records': () => [200, list([question, answer])],
      'POST /api/assistant/ask': async () => {
        await held;
        return [200, { question, answer, handoff: null }];
      },
    });
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    fireEvent.change(box, { target: { value: 'Do I need a referral?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('The assistant is looking through your plan documents…')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Is the ER covered?' } });
    release();
    await waitFor(() => expect(screen.queryByText('The assistant is looking through your plan documents…')).toBeNull());
    expect(box).toHaveValue('Is the ER covered?');
  });

  it('an answer already rated shows that it was, not the question again (after a reload)', async () => {
    const { feedback } = stub([question, { ...answer, feedback: 'helpful' }]);
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    expect(await screen.findByText('You found this answer helpful.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Was this helpful?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(feedback).toHaveLength(0);
  });

  it('blocks a question over 2,000 characters before sending', async () => {
    const { asks } = stub();
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('Keep your question under 2,000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    expect(asks).toHaveLength(0);
  });
});
