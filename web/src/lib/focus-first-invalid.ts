/**
 * After a failed submit, the person lands on the first field that needs them: it is scrolled to the middle
 * of the screen and focused (its own error sits under it). `form.onSubmit(save, focusFirstInvalid(form))`.
 */
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

interface FormWithNodes {
  getInputNode: (path: never) => HTMLElement | null;
}

/** The first node of `paths` in document order, or null. */
function firstInDocument(nodes: readonly HTMLElement[]): HTMLElement | null {
  return (
    [...nodes].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null
  );
}

/** Focuses the first field (in page order) of those with an error; radio and checkbox groups focus their first option. */
export function focusFirstError(form: FormWithNodes, errors: Readonly<Record<string, unknown>>): void {
  const nodes = Object.keys(errors)
    .filter((path) => Boolean(errors[path]))
    .map((path) => form.getInputNode(path as never))
    .filter((n): n is HTMLElement => n !== null);
  const node = firstInDocument(nodes);
  if (!node) return;
  const target = node.matches(FOCUSABLE) ? node : node.querySelector<HTMLElement>(FOCUSABLE);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  (target ?? node).scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}

/** `form.onSubmit`'s validation-failure handler. */
export function focusFirstInvalid(form: FormWithNodes) {
  return (errors: Readonly<Record<string, unknown>>) => focusFirstError(form, errors);
}
