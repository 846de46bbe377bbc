import type { ReactNode } from 'react';

/**
 * A translated sentence with one link inside, marked `<0>…</0>` in the catalog (the words around the link
 * change places between languages): the text before, the link, the text after.
 */
export function withLink(text: string, link: (inner: string) => ReactNode): ReactNode {
  const m = /^([\s\S]*?)<0>([\s\S]*?)<\/0>([\s\S]*)$/.exec(text);
  if (!m) return text;
  return (
    <>
      {m[1]}
      {link(m[2] ?? '')}
      {m[3]}
    </>
  );
}
