/** banners + banner_i18n: the home carousel slides. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { parseJson } from "../lib/json-column.ts";
import type { Lang } from "../schemas/common.ts";
import type { Banner } from "../schemas/responses.ts";
import { mediaColumns, mediaRef } from "./images.ts";

interface BannerRow {
  id: number;
  bg_type: "1" | "2";
  bg_path: string;
  poster_path: string | null;
  jump_to_url: string;
  big_headline: string;
  subtitle: string;
  description: string;
  button_labels: string;
  /** The background picture's size and variants (mediaColumns). */
  [media: `bg_${string}`]: unknown;
}

/** `button_labels` holds a JSON array of strings; plain text is one label. */
function toLabels(text: string): string[] {
  const parsed = parseJson<unknown>(text, undefined);
  if (Array.isArray(parsed)) return parsed.map(String);
  return text.trim() ? [text.trim()] : [];
}

function toBanner(r: BannerRow): Banner {
  return {
    id: r.id,
    carouselBgUrlIdList: [r.bg_type === "1" ? mediaRef(r.bg_path, r, "bg") : { path: r.bg_path }],
    carouselBgType: r.bg_type,
    posterPath: r.poster_path,
    jumpToUrl: r.jump_to_url,
    bigHeadline: r.big_headline,
    subtitle: r.subtitle,
    description: r.description,
    buttonLabels: toLabels(r.button_labels),
  };
}

/** Published slides in display order. */
export async function listBanners(db: Db, lang: Lang): Promise<Banner[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.bg_type, b.bg_path, b.poster_path, b.jump_to_url,
              i.big_headline, i.subtitle, i.description, i.button_labels,
              ${mediaColumns("b.bg_path", "bg")}
       FROM banners b JOIN banner_i18n i ON i.banner_id = b.id AND i.language = ?1
       WHERE b.published = 1 AND ${live("b")}
       ORDER BY b.sort_order, b.id`,
    )
    .bind(lang)
    .all<BannerRow>();
  return results.map(toBanner);
}
