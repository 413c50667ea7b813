import { useEffect, useRef } from "react";
import { useSearchParams } from "../../app/use-search-params";
import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { blockOf, usePageBlocks } from "../../app/page-intro-data";
import { StaticHtml } from "../../components/static-html/static-html";
import { ListPlaceholder } from "../../components/status/list-placeholder";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { videoDetailRead } from "../../lib/api";
import type { Video } from "../../lib/api-types";
import { useApiData } from "../../lib/use-api-data";
import { usePageRead } from "../../lib/page-data";
import { formatDay } from "../../lib/dates";
import { academyMessages } from "./academy-messages";
import { formatDuration, VideoCard } from "./video-card";
import "./academy.css";

function Player({ id, onSelect }: { id: string; onSelect: (id: Video["id"]) => void }) {
  const { lang } = useI18n();
  const m = useMessages(academyMessages);
  const top = useRef<HTMLDivElement>(null);
  // Opening a video is what counts a view (GET /api/videos/:id), so the count shown is the fresh one.
  const { data, loading } = useApiData(videoDetailRead(id, { language: lang }), [id, lang]);
  const first = useRef(true);
  // Bring the player into view when the visitor picks another video (not on the first render).
  useEffect(() => {
    if (first.current) {
      first.current = !data;
      return;
    }
    top.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [id, data]);
  if (loading && !data) return <StatusLabel kind="loading" />;
  if (!data) return null;
  return (
    <div className="academy-player" ref={top}>
      <div className="academy-player__main">
        {/* biome-ignore lint/a11y/useMediaCaption: the teaching videos have no caption files yet (a content gap: add a <track> when the API serves them) */}
        <video
          key={data.id}
          className="academy-player__video"
          src={data.videoPath}
          poster={data.coverPath}
          controls
          playsInline
          preload="metadata"
          width={1280}
          height={720}
        >
          {m.noVideo}
        </video>
        <h2 className="academy-player__title">{data.title}</h2>
        <p className="academy-player__meta">
          <span>{format(m.views, { n: data.views.toLocaleString(lang === "en" ? "en" : "zh-CN") })}</span>
          <span>
            {m.duration} {formatDuration(data.durationSeconds)}
          </span>
          <span>{format(m.uploaded, { date: formatDay(data.uploadedAt, lang) })}</span>
        </p>
        <p className="academy-player__intro">{data.intro}</p>
      </div>
      <aside className="academy-player__others" aria-labelledby="academy-others">
        <h3 id="academy-others" className="academy-player__others-title">
          {m.othersTitle}
        </h3>
        <ul>
          {data.others.map((v) => (
            <li key={v.id}>
              <VideoCard video={v} onSelect={onSelect} compact />
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

/** Cards kept while the list loads (one row on a wide screen), at a real card's size, so the footer does not jump up into view and back down when the videos arrive. */
const PLACEHOLDER_CARDS = 3;

function VideoListPlaceholder() {
  return <ListPlaceholder count={PLACEHOLDER_CARDS} listClassName="grid grid--3 academy-page__list" itemClassName="video-card video-card--placeholder" />;
}

/** Academy `/academy`: teaching videos; choosing one plays it (and counts a view) beside the others. */
export default function AcademyPage(_props: PageProps) {
  const m = useMessages(academyMessages);
  // The intro is the page's copy (its `pages` item, brand filled in); the videos are their own read.
  const blocks = usePageBlocks("academy");
  const intro = blockOf(blocks, "intro");
  const [params, setParams] = useSearchParams();
  const selected = params.get("video");
  const { data, loading } = usePageRead("videos");
  const select = (id: Video["id"]) => setParams({ video: String(id) });

  return (
    <div className="academy-page">
      <header className="academy-page__head">
        <StaticHtml as="div" className="container" ready={blocks !== undefined}>
          <p className="section__eyebrow">{intro?.eyebrow}</p>
          <h1 className="academy-page__title">{intro?.title}</h1>
          <p className="academy-page__lead">{intro?.lead}</p>
          <Link className="btn btn--light" to={pathOf("help")}>
            {m.manuals}
          </Link>
        </StaticHtml>
      </header>
      <div className="section">
        <div className="container">
          {selected ? (
            <>
              <Link className="academy-page__back" to={pathOf("academy")}>
                <span aria-hidden="true">←&nbsp;</span>
                {m.backToAll}
              </Link>
              <Player id={selected} onSelect={select} />
            </>
          ) : (
            <>
              <h2 className="section__title">{m.listTitle}</h2>
              {loading && !data ? (
                <VideoListPlaceholder />
              ) : !data?.length ? (
                <StatusLabel kind="noData" />
              ) : (
                <ul className="grid grid--3 academy-page__list">
                  {data.map((v, i) => (
                    <li key={v.id}>
                      <VideoCard video={v} onSelect={select} first={i === 0} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
