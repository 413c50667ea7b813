/**
 * A news item's share picture for og:image, twitter:image and its NewsArticle: link previews want
 * a raster image near 1200x630, and the covers are 800x450 SVG in the seed. Each seed cover has a
 * 1200x630 JPEG drawn from it at seed time (scripts/generate-share-images.ts, listed in
 * cover-share-images.json); a cover uploaded in the admin that is already a raster image is used as
 * it is (its size unknown here, so none is stated); anything else shares the site's card.
 */
import type { PageExtras } from "../../common/app-render.ts";
import COVER_SHARE_IMAGES from "./cover-share-images.json";

type ShareImage = NonNullable<PageExtras["shareImage"]>;

const SITE_CARD: ShareImage = { path: "/img/share/share-card.png", width: 1200, height: 630 };

const generated: Record<string, string> = COVER_SHARE_IMAGES;

export function newsShareImage(coverPath: string | undefined): ShareImage {
  if (!coverPath) return SITE_CARD;
  const drawn = generated[coverPath];
  if (drawn) return { path: drawn, width: 1200, height: 630 };
  if (/^\/files\/[^?#]+\.(png|jpe?g|webp|gif)$/i.test(coverPath)) return { path: coverPath };
  return SITE_CARD;
}
