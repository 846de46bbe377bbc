/** the product's name: the same in every language */
const BRAND = 'Covey';

/** The Covey mark and word. Decorative: the surrounding link carries the accessible name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <circle cx="16" cy="16" r="15" fill="var(--mantine-color-green-8)" />
        <path d="M9 17c2 4 5 6 7 6s5-2 7-6" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <circle cx="12" cy="12" r="2" fill="#fff" />
        <circle cx="20" cy="12" r="2" fill="#fff" />
      </svg>
      <span
        style={{ fontWeight: 800, fontSize: size * 0.7, color: 'var(--mantine-color-gray-9)', letterSpacing: -0.5 }}
      >
        {BRAND}
      </span>
    </span>
  );
}
