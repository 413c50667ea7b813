/** Line art beside the form: contour lines, a road alignment with chainage ticks and a cloverleaf ramp. */
export function ContactIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 200" aria-hidden="true" focusable="false" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <g stroke="var(--c-brand-100)" strokeWidth="1.5">
        <path d="M-10 150c60-30 110-10 160-30s90-60 150-50 110 40 190 20" />
        <path d="M-10 120c50-25 100-5 150-25s80-55 140-48 120 35 200 12" />
        <path d="M-10 90c45-20 95-2 140-22s75-45 130-40 130 30 220 6" />
        <path d="M-10 60c40-15 90 0 130-18s70-38 120-34 140 24 240 0" />
      </g>
      <path d="M20 185C120 175 170 120 240 100S380 40 470 30" stroke="var(--c-brand-700)" strokeWidth="1.5" />
      <path d="M20 185C120 175 170 120 240 100S380 40 470 30" stroke="var(--c-brand-700)" strokeWidth="7" strokeOpacity="0.12" />
      <g stroke="var(--c-brand-700)" strokeWidth="1.5">
        <path d="M96 171l4 9M160 138l6 8M240 100l4 9M318 70l3 9M396 46l2 9" />
      </g>
      <g stroke="var(--c-accent-600)" strokeWidth="1.5">
        <path d="M240 20v160" strokeDasharray="6 5" />
        <circle cx="240" cy="100" r="26" />
        <path d="M214 100a26 26 0 0 1-26 26M266 100a26 26 0 0 0 26-26" />
      </g>
      <g fill="var(--c-accent-600)">
        <circle cx="240" cy="100" r="3.5" />
        <circle cx="96" cy="171" r="2.5" />
        <circle cx="396" cy="46" r="2.5" />
      </g>
      <g fill="var(--c-ink-400)" fontSize="10" fontFamily="var(--font-mono)">
        <text x="104" y="186">K0+200</text>
        <text x="250" y="122">K0+600</text>
        <text x="404" y="62">K1+000</text>
      </g>
    </svg>
  );
}
