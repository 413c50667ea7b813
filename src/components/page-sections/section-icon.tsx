import type { ReactElement } from "react";
import type { IconName } from "../../content/types";

// One icon set: 24-unit grid, 1.75 stroke, round joins, no fills, drawn in currentColor.
const PATHS: Record<IconName, ReactElement> = {
  alignment: (
    <>
      <path d="M3 20c4-1 5-6 9-8s5-6 9-8" />
      <circle cx="3" cy="20" r="1.2" />
      <circle cx="21" cy="4" r="1.2" />
      <path d="M8 9.5l2 1.5M14 14l2 1" />
    </>
  ),
  profile: (
    <>
      <path d="M3 18l5-7 5 3 4-6 4 3" />
      <path d="M3 21h18" />
      <path d="M8 11v10M17 8v13" strokeDasharray="2 2" />
    </>
  ),
  crossSection: (
    <>
      <path d="M2 15h5l3-3h4l3 3h5" />
      <path d="M7 15l-3 5M17 15l3 5" />
      <path d="M12 12V4" strokeDasharray="2 2" />
    </>
  ),
  earthwork: (
    <>
      <path d="M3 19h18" />
      <path d="M4 19l5-8 4 5 3-3 4 6" />
      <path d="M14 6h6M17 3v6" />
    </>
  ),
  interchange: (
    <>
      <path d="M2 12h20M12 2v20" />
      <path d="M12 7a5 5 0 0 1 5 5M7 12a5 5 0 0 1 5-5M12 17a5 5 0 0 1-5-5M17 12a5 5 0 0 1-5 5" />
    </>
  ),
  superelevation: (
    <>
      <path d="M3 16l18-5" />
      <path d="M3 20h18" />
      <path d="M6 16v4M18 12.5V20" />
      <path d="M14 6a4 4 0 0 1 4 2" />
    </>
  ),
  drawing: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 16h18M14 16v5" />
      <path d="M6 12c3-5 6 1 10-6" />
    </>
  ),
  model3d: (
    <>
      <path d="M12 2l9 5v10l-9 5-9-5V7z" />
      <path d="M3 7l9 5 9-5M12 12v10" />
    </>
  ),
  report: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 17v-4M12 17V9M16 17v-6" />
    </>
  ),
  steering: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M3.5 10.5l6 1M20.5 10.5l-6 1M12 14.5V21" />
    </>
  ),
  safety: (
    <>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  rail: (
    <>
      <path d="M8 2l-3 20M16 2l3 20" />
      <path d="M7 7h10M6.3 12h11.4M5.6 17h12.8" />
    </>
  ),
  station: (
    <>
      <path d="M3 10l9-6 9 6" />
      <path d="M5 10v10h14V10" />
      <path d="M9 20v-5h6v5" />
    </>
  ),
  schedule: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <path d="M7 14h5M7 17h8" />
    </>
  ),
  quality: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M9.5 9l2 2 3-3.5" />
      <path d="M8 14l-2 7 6-3 6 3-2-7" />
    </>
  ),
  helmet: (
    <>
      <path d="M4 16a8 8 0 0 1 16 0" />
      <path d="M2 16h20v3H2z" />
      <path d="M10 8V5h4v3" />
    </>
  ),
  sensor: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  camera: (
    <>
      <path d="M3 7h11l3 3v3l-3 3H3z" />
      <path d="M17 11.5l4-2v5l-4-2" />
      <path d="M6 16v5" />
    </>
  ),
  precast: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="1" />
      <path d="M6 13V9h12v4" />
      <path d="M12 9V3M9 3h6" />
    </>
  ),
  qrcode: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3M21 14v7h-7v-3M17 21v-3" />
    </>
  ),
  factory: (
    <>
      <path d="M3 21V10l6 4V10l6 4V5h6v16z" />
      <path d="M7 17h2M12 17h2M17 17h1" />
    </>
  ),
  dashboard: (
    <>
      <rect x="2" y="4" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 18v3" />
      <path d="M6 14l3-4 3 2 4-5 2 2" />
    </>
  ),
  inspection: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
      <path d="M7.5 10.5l2 2 3.5-4" />
    </>
  ),
  bridge: (
    <>
      <path d="M2 10h20" />
      <path d="M2 10c4 0 6 4 10 4s6-4 10-4" />
      <path d="M6 10v10M18 10v10M12 14v6" />
      <path d="M2 20h20" />
    </>
  ),
  tunnel: (
    <>
      <path d="M3 20V11a9 9 0 0 1 18 0v9" />
      <path d="M7 20v-8a5 5 0 0 1 10 0v8" />
      <path d="M2 20h20" />
    </>
  ),
  ship: (
    <>
      <path d="M3 15l2 5h14l2-5z" />
      <path d="M6 15V9h12v6M12 9V4" />
      <path d="M2 22c3 0 3-1 5-1s2 1 5 1 3-1 5-1 2 1 5 1" />
    </>
  ),
  city: (
    <>
      <path d="M3 21V8h6v13M9 21V3h7v18M16 21v-9h5v9" />
      <path d="M2 21h20M12 7h1M12 11h1M12 15h1" />
    </>
  ),
  collaboration: (
    <>
      <circle cx="6" cy="7" r="3" />
      <circle cx="18" cy="7" r="3" />
      <circle cx="12" cy="17" r="3" />
      <path d="M8.5 9l2 5.5M15.5 9l-2 5.5M9 7h6" />
    </>
  ),
  cloud: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 9.5a4.25 4.25 0 0 1-.5 8.5z" />
      <path d="M12 11v5M9.5 13.5L12 11l2.5 2.5" />
    </>
  ),
  vr: (
    <>
      <path d="M3 8h18v8h-6l-2-3h-2l-2 3H3z" />
      <circle cx="7.5" cy="12" r="1.5" />
      <circle cx="16.5" cy="12" r="1.5" />
    </>
  ),
  drone: (
    <>
      <rect x="9" y="10" width="6" height="4" rx="1" />
      <path d="M9 11L5 7M15 11l4-4M9 13l-4 4M15 13l4 4" />
      <path d="M2 7h6M16 7h6M2 17h6M16 17h6" />
    </>
  ),
  school: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5" />
      <path d="M22 9v6" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5" rx="8" ry="3" />
      <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5" />
      <path d="M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-5 3 3 5-7" />
      <circle cx="19" cy="6" r="1" />
    </>
  ),
};

/** One icon of the site's line-icon set; decorative (hidden from assistive tech). */
export function SectionIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="section-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
