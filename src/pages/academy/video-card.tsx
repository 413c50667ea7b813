import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { Video } from "../../lib/api-types";
import { formatDay } from "../../lib/dates";
import { mediaPicture, Picture } from "../../components/picture/picture";
import { academyMessages } from "./academy-messages";

/** `754` → `12:34`; hours roll into minutes (teaching videos are short). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds || 0));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * One teaching video in a list: cover with duration, title, views, upload date, introduction.
 * `first`: the list's first cover, the largest paint on a phone, loads at once and first.
 */
export function VideoCard({
  video,
  onSelect,
  compact = false,
  first = false,
}: {
  video: Video;
  onSelect: (id: Video["id"]) => void;
  compact?: boolean;
  first?: boolean;
}) {
  const { lang } = useI18n();
  const m = useMessages(academyMessages);
  return (
    <button
      type="button"
      className={`video-card${compact ? " video-card--compact" : ""}`}
      onClick={() => onSelect(video.id)}
      title={format(m.play, { title: video.title })}
    >
      <span className="video-card__thumb">
        {/* The button is named by its visible text (WCAG 2.5.3 label in name); the cover adds nothing to it. */}
        <Picture
          picture={mediaPicture(video.cover ?? { path: video.coverPath }, "", { width: 640, height: 360 })}
          sizes={compact ? "(max-width: 1024px) 42vw, 200px" : "(max-width: 768px) calc(100vw - 32px), 400px"}
          loading={first ? undefined : "lazy"}
          fetchPriority={first ? "high" : undefined}
        />
        <span className="video-card__play" aria-hidden="true">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M8 5l11 7-11 7z" />
          </svg>
        </span>
        <span className="video-card__duration">{formatDuration(video.durationSeconds)}</span>
      </span>
      <span className="video-card__body">
        <span className="video-card__title">{video.title}</span>
        <span className="video-card__meta">
          <span>{format(m.views, { n: video.views.toLocaleString(lang === "en" ? "en" : "zh-CN") })}</span>
          <span>{format(m.uploaded, { date: formatDay(video.uploadedAt, lang) })}</span>
        </span>
        {!compact && <span className="video-card__intro">{video.intro}</span>}
      </span>
    </button>
  );
}
