/**
 * The assistant's model endpoint carries the stored API key (issue 26): a new host needs the key
 * again, and a loopback, link-local or private host needs the operator's explicit permission, both
 * when saved and when the model is called.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness/test-app.js';
import { readAssistantSettings, writeAssistantSettings } from '../assistant-settings.js';
import { answerWithModel } from '../llm-answer.js';

let t: TestApp;
let model: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  model = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { content: 'From the model [1].' } }] }));
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  port = (model.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => model.close(r));
  await t?.close();
});

const patch = (llm: Record<string, unknown>) => t.inject({ method: 'PATCH', url: '/api/assistant/settings', auth: 'superuser', body: { llm } });

describe('assistant model endpoint', () => {
  it('a loopback or private endpoint is refused unless allowed', async () => {
    for (const baseUrl of [`http://127.0.0.1:${port}/v1`, 'http://localhost:11434/v1', 'http://10.0.0.8/v1', 'http://169.254.169.254/v1']) {
      const r = await patch({ enabled: true, baseUrl, model: 'm', apiKey: 'k-1' });
      expect(r.statusCode, baseUrl).toBe(400);
      expect(r.json()).toMatchObject({ data: { 'llm.baseUrl': { code: 'validation_private_host' } } });
    }
    expect((await readAssistantSettings(t.app.core)).llm.baseUrl).toBe('');
    const ok = await patch({ enabled: true, allowPrivateHost: true, baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', apiKey: 'k-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ llm: { allowPrivateHost: true, apiKeySet: true } });
  });

  it('changing only the host keeps the old settings until the key is entered again', async () => {
    const r = await patch({ baseUrl: `http://127.0.0.2:${port}/v1` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ data: { 'llm.apiKey': { message: 'Enter the API key again for the new host.' } } });
    expect((await readAssistantSettings(t.app.core)).llm).toMatchObject({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k-1' });
    // the same host with another path keeps the key; a new host with the key saves
    expect((await patch({ baseUrl: `http://127.0.0.1:${port}/v2` })).statusCode).toBe(200);
    expect((await patch({ baseUrl: `http://127.0.0.2:${port}/v1`, apiKey: 'k-2' })).statusCode).toBe(200);
    expect(seen).toEqual([]);
  });

  it('the model call itself refuses a private address that was not allowed', async () => {
    const cur = await readAssistantSettings(t.app.core);
    // saved by an older version: a loopback endpoint without the permission
    await writeAssistantSettings(t.app.core, { llm: { ...cur.llm, baseUrl: `http://127.0.0.1:${port}/v1`, allowPrivateHost: false } });
    const { llm } = await readAssistantSettings(t.app.core);
    const hit = { passage: { id: 'p', title: 'Plan', page: 1, text: 'Urgent care is covered.', kind: 'plan' }, score: 1 } as never;
    await expect(answerWithModel(llm, 'Is urgent care covered?', [hit], [])).rejects.toThrow(/not a public address/);
    expect(seen).toEqual([]);
    const allowed = await answerWithModel({ ...llm, allowPrivateHost: true }, 'Is urgent care covered?', [hit], []);
    expect(allowed.body).toBe('From the model [1].');
    expect(seen).toEqual([`/v1/chat/completions Bearer k-2`]);
  });
});
