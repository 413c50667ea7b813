import { ListPlaceholder } from "../../components/status/list-placeholder";
import { DownloadButton } from "../../components/download-button/download-button";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { SoftwareItem, SoftwareRequirements } from "../../lib/api-types";
import { formatDay } from "../../lib/dates";
import { downloadMessages } from "./download-messages";
import "./software-list.css";

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** Bytes for people: `1536` → `1.5 KB`, `52428800` → `50 MB` (binary steps, one decimal under 10). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  const exp = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exp;
  const text = exp === 0 ? String(bytes) : value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
  return `${text} ${UNITS[exp]}`;
}

const REQUIREMENT_PARTS = ["os", "cpu", "memory", "disk", "graphics"] as const;

/** What a workstation needs for this download, the parts staff stated, in a fixed order. */
function Requirements({ of }: { of: SoftwareRequirements }) {
  const m = useMessages(downloadMessages);
  const label = { os: m.reqOs, cpu: m.reqCpu, memory: m.reqMemory, disk: m.reqDisk, graphics: m.reqGraphics };
  return (
    <div className="software-list__reqs">
      <p className="software-list__reqs-title">{m.requirements}</p>
      <dl>
        {REQUIREMENT_PARTS.filter((p) => of[p]).map((p) => (
          <div key={p}>
            <dt>{label[p]}</dt>
            <dd>{of[p]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Downloadable items with name, version, size, date, summary, system requirements (when stated) and the download button. */
export function SoftwareList({ items, headingLevel = 3 }: { items: SoftwareItem[]; headingLevel?: 2 | 3 }) {
  const { lang } = useI18n();
  const m = useMessages(downloadMessages);
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="software-list">
      {items.map((s) => (
        <li key={s.id} className="software-list__item">
          <span className={`software-list__icon software-list__icon--${s.kind}`} aria-hidden="true">
            {s.kind === "manual" ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
                <path d="M6 3h9l4 4v14H6z" />
                <path d="M15 3v4h4M9 12h7M9 16h7" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
                <rect x="3" y="4" width="18" height="13" rx="2" />
                <path d="M8 21h8M12 17v4M12 7v6M9 10l3 3 3-3" />
              </svg>
            )}
          </span>
          <div className="software-list__text">
            <H className="software-list__name">{s.name}</H>
            <dl className="software-list__meta">
              <div>
                <dt>{m.version}</dt>
                <dd>{s.version}</dd>
              </div>
              <div>
                <dt>{m.size}</dt>
                <dd>{formatSize(s.size)}</dd>
              </div>
              <div>
                <dt>{m.updated}</dt>
                <dd>
                  <time dateTime={s.updatedAt}>{formatDay(s.updatedAt, lang)}</time>
                </dd>
              </div>
            </dl>
            <p className="software-list__summary">{s.summary}</p>
            {s.requirements && <Requirements of={s.requirements} />}
          </div>
          <DownloadButton
            fileUrl={s.fileUrl}
            fileName={s.fileName}
            size={s.size}
            type={s.kind === "manual" ? "ghost" : "primary"}
            className="software-list__btn"
          />
        </li>
      ))}
    </ul>
  );
}

/** Rows kept while the list loads: as many as a section usually lists, at the height of a real row, so the sections below do not move when the data arrives. */
export const PLACEHOLDER_ROWS = 4;

/** The loading state of a list: the 'Loading' label over empty rows of the final size. */
export function SoftwareListPlaceholder() {
  return <ListPlaceholder count={PLACEHOLDER_ROWS} listClassName="software-list" itemClassName="software-list__item software-list__item--placeholder" />;
}
