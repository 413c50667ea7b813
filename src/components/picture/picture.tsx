/**
 * One picture as every public page shows it (docs/decisions/0041): `width` and `height` (the file's
 * own when known, else the box the caller lays out, so nothing shifts), and for uploaded raster
 * pictures a `srcset` of their WebP variants (plus the original up to 1920 px), with `sizes`, so a
 * phone loads the 480 px copy and a wide screen the 1920 px one. AVIF variants, when the admin's
 * browser could make them, come first in a <picture>. SVG and pictures without variants stay a plain
 * <img>.
 */
import type { ImgHTMLAttributes } from "react";
import { type ImageVariant, type MediaRef, srcSetOf } from "../../../common/image-variants";

/** A picture as content gives it (page blocks, figures): path, alt in the page's language, box; variants optional. */
export interface PictureData {
  src: string;
  alt: string;
  width: number;
  height: number;
  variants?: ImageVariant[];
}

/**
 * The <img> attributes of a picture: `src`, `width`, `height` and, when it has WebP variants,
 * `srcSet` and `sizes`. `box` is the laid-out size used when the file's own is not known.
 */
export function pictureAttrs(ref: MediaRef, sizes: string, box: { width: number; height: number }) {
  const attrs: Pick<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> = {
    src: ref.path,
    width: ref.width ?? box.width,
    height: ref.height ?? box.height,
  };
  const set = srcSetOf(ref, "image/webp");
  if (set) {
    attrs.srcSet = set;
    attrs.sizes = sizes;
  }
  return attrs;
}

/** The `<source>` of AVIF variants, when there are some. */
export const avifSrcSet = (ref: MediaRef): string | undefined => srcSetOf(ref, "image/avif");

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt" | "sizes"> & {
  picture: PictureData;
  /** How wide the picture is laid out (the `sizes` attribute); needed once it has variants. */
  sizes: string;
};

export function Picture({ picture, sizes, ...rest }: Props) {
  const ref: MediaRef = { path: picture.src, width: picture.width, height: picture.height, variants: picture.variants };
  const img = <img {...rest} {...pictureAttrs(ref, sizes, picture)} alt={picture.alt} />;
  const avif = avifSrcSet(ref);
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A picture from a public read (news cover, banner): its MediaRef, alt and the box to use without a known size. */
export function mediaPicture(ref: MediaRef, alt: string, box: { width: number; height: number }): PictureData {
  return { src: ref.path, alt, width: ref.width ?? box.width, height: ref.height ?? box.height, variants: ref.variants };
}
