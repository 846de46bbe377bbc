/**
 * The assistant puts 911/988 guidance first in an answer when a message suggests an emergency or
 * a crisis (server: covey/assistant/safety.ts). The thread shows those leading paragraphs as a
 * highlighted notice; the rest of the answer follows as usual.
 */
const GUIDANCE = [/^If you are thinking about suicide/, /^If this may be an emergency, call 911/];

export function splitSafetyLead(body: string): { lead: string[]; rest: string } {
  const paragraphs = body.split('\n\n');
  let n = 0;
  while (n < paragraphs.length && GUIDANCE.some((re) => re.test(paragraphs[n] ?? ''))) n++;
  return { lead: paragraphs.slice(0, n), rest: paragraphs.slice(n).join('\n\n') };
}
