/**
 * Responsive image variants (docs/decisions/0041): the widths made of an uploaded picture and the R2
 * key each is stored under, derived from the original's content-hashed key. Shared by the admin
 * (which makes them in the browser), the Worker (which checks and records them) and the page.
 */

/** Widths made, each only when narrower than the original. */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export const VARIANT_TYPES = { "image/webp": "webp", "image/avif": "avif" } as const;
export type VariantType = keyof typeof VARIANT_TYPES;

/** Largest variant accepted (a 1920 px WebP of a photo is well under 1 MB). */
export const VARIANT_MAX_BYTES = 8 * 1024 * 1024;

/** Raster originals that get variants (SVG needs none). */
export const RASTER_EXTENSION = /\.(png|jpe?g|webp|avif)$/i;

/** `images/Photo-1a2b3c4d.jpg` → `images/Photo-1a2b3c4d.w960.webp`. */
export function variantKey(originalKey: string, width: number, type: VariantType): string {
  return `${originalKey.replace(/\.[^./]+$/, "")}.w${width}.${VARIANT_TYPES[type]}`;
}

/** Whether a key names a variant (the admin's file list leaves them out). */
export const isVariantKey = (key: string): boolean => /\.w\d+\.(webp|avif)$/.test(key);

/** The widths to make of a picture `width` px wide. */
export const widthsFor = (width: number): VariantWidth[] => VARIANT_WIDTHS.filter((w) => w < width);

/** One stored variant as public reads answer it. */
export interface ImageVariant {
  w: number;
  h: number;
  path: string;
  type: VariantType;
}

/** A picture reference in public reads: the path, and for uploaded raster pictures their size and variants. */
export interface MediaRef {
  path: string;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

/** The widest original listed in a srcset: a 4000 px photo is not a page's to load. */
const WIDEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

/** `srcset` of a picture's variants of one type (the original added up to 1920 px), or undefined without any. */
export function srcSetOf(ref: MediaRef, type: VariantType): string | undefined {
  const list = (ref.variants ?? []).filter((v) => v.type === type).map((v) => `${v.path} ${v.w}w`);
  if (!list.length) return undefined;
  if (ref.width && ref.width <= WIDEST) list.push(`${ref.path} ${ref.width}w`);
  return list.join(", ");
}
