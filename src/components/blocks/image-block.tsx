import type { BlockProps } from "./block-props";

/** One picture with its caption, at its own size (no layout shift). */
export function ImageBlock({ block }: BlockProps<"image">) {
  const { src, alt, width, height } = block.image;
  return (
    <section className="section">
      <figure className="container">
        <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" style={{ maxWidth: "100%", height: "auto" }} />
        {block.caption && <figcaption>{block.caption}</figcaption>}
      </figure>
    </section>
  );
}
