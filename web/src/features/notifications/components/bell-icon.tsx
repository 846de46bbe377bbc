import type { ReactNode } from 'react';

/** a Tabler outline icon as inline SVG (decorative: the button or link carries the name) */
function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {children}
    </svg>
  );
}

/** Tabler "bell" */
export function BellIcon() {
  return (
    <OutlineIcon>
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </OutlineIcon>
  );
}

/** Tabler "message-circle": the member's chat icon (in the on-demand top-bar chunk, not the first load) */
export function MessageCircleIcon() {
  return (
    <OutlineIcon>
      <path d="M3 20l1.3 -3.9c-2.324 -3.437 -1.426 -7.872 2.1 -10.374c3.526 -2.501 8.59 -2.296 11.845 .48c3.255 2.777 3.695 7.266 1.029 10.501c-2.666 3.235 -7.615 4.215 -11.574 2.293l-4.7 1" />
    </OutlineIcon>
  );
}
