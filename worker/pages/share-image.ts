/**
 * A news item's share picture for og:image, twitter:image and its NewsArticle: link previews want
 * a raster image near 1200x630, and the covers are 800x450 SVG in the seed. Each seed cover has a
 * 1200x630 JPEG drawn from it at seed time (scripts/generate-share-images.ts, listed in
 * cover-share-images.json); a cover uploaded in the admin that is already a raster image is shared
 * with its recorded size, as its widest WebP copy (decision 0041) when the original is wider than
 * 1920 px (a camera's 4000 px photo is no link preview's to fetch); anything else shares the site's card.
 */
import type { PageExtras } from "../../common/app-render.ts";
import { type MediaRef, VARIANT_WIDTHS } from "../../common/image-variants.ts";
import COVER_SHARE_IMAGES from "./cover-share-images.json";

type ShareImage = NonNullable<PageExtras["shareImage"]>;

const SITE_CARD: ShareImage = { path: "/img/share/share-card.png", width: 1200, height: 630 };

const generated: Record<string, string> = COVER_SHARE_IMAGES;

const WIDEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

export function newsShareImage(cover: MediaRef | undefined): ShareImage {
  const coverPath = cover?.path;
  if (!coverPath) return SITE_CARD;
  const drawn = generated[coverPath];
  if (drawn) return { path: drawn, width: 1200, height: 630 };
  if (!/^\/files\/[^?#]+\.(png|jpe?g|webp|gif)$/i.test(coverPath)) return SITE_CARD;
  const { width, height } = cover;
  if (!width || !height) return { path: coverPath };
  const copy = width > WIDEST ? cover.variants?.filter((v) => v.type === "image/webp").at(-1) : undefined;
  return copy ? { path: copy.path, width: copy.w, height: copy.h } : { path: coverPath, width, height };
}
