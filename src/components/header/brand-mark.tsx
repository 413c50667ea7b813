/** The logo mark: a road alignment sweeping through a clover-leaf ramp, drawn in the site's line style. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="38" rx="8" fill="var(--c-brand-700)" />
      <path d="M8 31C15 31 17 9 32 9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 20h24" fill="none" stroke="var(--c-accent-500)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="20" cy="20" r="5.5" fill="none" stroke="#fff" strokeWidth="1.6" strokeDasharray="2.4 2" />
    </svg>
  );
}
