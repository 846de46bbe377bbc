/**
 * The assistant's settings (kept in the `_params` table under `covey_assistant`, edited by a
 * superuser through `GET/PATCH /api/assistant/settings`): an optional OpenAI-compatible model.
 * Off by default; the API key is never returned.
 */
import type { CoreApp } from '../../core/core-app.js';

export interface LlmSettings {
  enabled: boolean;
  /** e.g. `https://api.example.com/v1` (the route appends `/chat/completions`) */
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  /** the operator's explicit choice to reach a model on a loopback, link-local or private address (a self-hosted model) */
  allowPrivateHost: boolean;
}

export interface AssistantSettings {
  llm: LlmSettings;
}

const PARAM = 'covey_assistant';

const defaultAssistantSettings = (): AssistantSettings => ({
  llm: { enabled: false, baseUrl: '', model: '', apiKey: '', timeoutMs: 15000, allowPrivateHost: false },
});

export async function readAssistantSettings(core: CoreApp): Promise<AssistantSettings> {
  const raw = await core.getParam(PARAM);
  const base = defaultAssistantSettings();
  if (!raw) return base;
  try {
    const parsed = JSON.parse(raw) as Partial<AssistantSettings>;
    return { llm: { ...base.llm, ...(parsed.llm ?? {}) } };
  } catch {
    return base;
  }
}

export async function writeAssistantSettings(core: CoreApp, s: AssistantSettings): Promise<void> {
  await core.setParam(PARAM, JSON.stringify(s));
}

/** what a superuser sees: the key only as "set or not" */
export function redactAssistantSettings(s: AssistantSettings) {
  const { apiKey, ...llm } = s.llm;
  return { llm: { ...llm, apiKeySet: apiKey !== '' } };
}
