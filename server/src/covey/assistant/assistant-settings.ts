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

/** the bounds of a model call's time limit (ms) */
const LLM_TIMEOUT_MS = [1000, 60000] as const;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The one parser of the model settings: each key of `input` that has the right type (and, for the
 * time limit, lies inside its bounds) replaces the one in `base`; anything else keeps `base`. Used for
 * the stored value (over the defaults) and for a superuser's PATCH (over the current settings), so a
 * stored `"enabled": "false"` can never turn the model on.
 */
export function mergeLlmSettings(base: LlmSettings, input: unknown): LlmSettings {
  const next = { ...base };
  if (!isObj(input)) return next;
  const { enabled, baseUrl, model, apiKey, timeoutMs, allowPrivateHost } = input;
  if (typeof enabled === 'boolean') next.enabled = enabled;
  if (typeof baseUrl === 'string') next.baseUrl = baseUrl.trim();
  if (typeof model === 'string') next.model = model.trim().slice(0, 200);
  if (typeof apiKey === 'string') next.apiKey = apiKey;
  if (typeof timeoutMs === 'number' && timeoutMs >= LLM_TIMEOUT_MS[0] && timeoutMs <= LLM_TIMEOUT_MS[1]) next.timeoutMs = Math.round(timeoutMs);
  if (typeof allowPrivateHost === 'boolean') next.allowPrivateHost = allowPrivateHost;
  return next;
}

/** the stored JSON text → settings (missing, unreadable or mistyped values mean the defaults) */
export function parseAssistantSettings(raw: string | null): AssistantSettings {
  const base = defaultAssistantSettings();
  if (!raw) return base;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return base;
  }
  return { llm: mergeLlmSettings(base.llm, isObj(parsed) ? parsed['llm'] : undefined) };
}

export async function readAssistantSettings(core: CoreApp): Promise<AssistantSettings> {
  return parseAssistantSettings(await core.getParam(PARAM));
}

export async function writeAssistantSettings(core: CoreApp, s: AssistantSettings): Promise<void> {
  await core.setParam(PARAM, JSON.stringify(s));
}

/** what a superuser sees: the key only as "set or not" */
export function redactAssistantSettings(s: AssistantSettings) {
  const { apiKey, ...llm } = s.llm;
  return { llm: { ...llm, apiKeySet: apiKey !== '' } };
}
