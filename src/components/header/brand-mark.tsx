/** The logo mark: a road alignment between two survey stations, in the site's line style. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="var(--c-brand-700)" />
      <path d="M9 30.5C18 30.5 21 9.5 31 9.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M9 22.5C14 22.5 16 17 19 13" fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="9" cy="30.5" r="3" fill="var(--c-accent-500)" />
      <circle cx="31" cy="9.5" r="3" fill="var(--c-accent-500)" />
    </svg>
  );
}
