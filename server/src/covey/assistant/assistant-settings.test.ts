import { describe, expect, it } from 'vitest';
import { mergeLlmSettings, parseAssistantSettings } from './assistant-settings.js';

const OFF = { enabled: false, baseUrl: '', model: '', apiKey: '', timeoutMs: 15000, allowPrivateHost: false };

describe('assistant settings parser', () => {
  it('nothing stored, or unreadable text, means the defaults (the model off)', () => {
    expect(parseAssistantSettings(null)).toEqual({ llm: OFF });
    expect(parseAssistantSettings('{not json')).toEqual({ llm: OFF });
    expect(parseAssistantSettings('[1,2]')).toEqual({ llm: OFF });
    expect(parseAssistantSettings('{"llm":"on"}')).toEqual({ llm: OFF });
  });

  it('reads a well-typed stored value', () => {
    const stored = { llm: { enabled: true, baseUrl: ' https://m.example/v1 ', model: 'm', apiKey: 'k', timeoutMs: 2000, allowPrivateHost: true } };
    expect(parseAssistantSettings(JSON.stringify(stored))).toEqual({ llm: { ...stored.llm, baseUrl: 'https://m.example/v1' } });
  });

  it('a mistyped stored value never turns the model or a private host on (a string "false" is not true)', () => {
    const stored = { llm: { enabled: 'false', baseUrl: 42, allowPrivateHost: 'no', timeoutMs: 'soon', model: null } };
    const { llm } = parseAssistantSettings(JSON.stringify(stored));
    expect(llm).toEqual(OFF);
  });

  it('a time limit outside its bounds keeps the one before', () => {
    expect(mergeLlmSettings(OFF, { timeoutMs: 10 }).timeoutMs).toBe(15000);
    expect(mergeLlmSettings(OFF, { timeoutMs: 600000 }).timeoutMs).toBe(15000);
    expect(mergeLlmSettings(OFF, { timeoutMs: 1500.4 }).timeoutMs).toBe(1500);
  });

  it('keys the input does not carry keep the base', () => {
    const base = { ...OFF, enabled: true, apiKey: 'secret' };
    expect(mergeLlmSettings(base, { model: ' gpt ' })).toEqual({ ...base, model: 'gpt' });
    expect(mergeLlmSettings(base, undefined)).toEqual(base);
  });
});
