/** The brand's mark: a stylised peak in a rounded square, drawn once and coloured by CSS. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M5 24 13 11l4 6 3-4 7 11z" fill="#fff" />
      <path d="m13 11 2.2 3.4-1.6 1.4-1.3-1.7-1.7 1.2z" fill="var(--color-accent, #1F7A4D)" opacity=".35" />
    </svg>
  );
}
