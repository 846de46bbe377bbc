import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLocale, loadRest, takeMissing } from '../i18n/runtime';

// tests read the English screens: pin the language (a test that switches it switches back, decision 0057), with
// every message (both catalog parts, decision 0064; the signed-out screens' tests load only the first part)
await activateLocale('en');
await loadRest();

// lazy route modules load slowly on a busy 2-core CI machine: give findBy*/waitFor room (no timing is asserted)
configure({ asyncUtilTimeout: 40_000 });

// Mantine needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom has no EventSource; a stream that never connects lets the SDK's realtime fail quietly.
class EventSourceStub extends EventTarget {
  readonly url: string;
  readyState = 0;
  onerror: ((e: Event) => void) | null = null;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }
  close() {
    this.readyState = 2;
  }
}
if (!('EventSource' in window)) vi.stubGlobal('EventSource', EventSourceStub);

afterEach(() => {
  cleanup();
  // a message whose id is in none of the loaded catalog parts showed as nothing: a misplaced id (decision 0064)
  const missing = takeMissing();
  if (missing.length > 0) throw new Error(`Messages shown without their catalog part: ${missing.join(', ')}`);
});
