import { Picture } from "../picture/picture";
import type { BlockProps } from "./block-props";

/** One picture with its caption, at its own size (no layout shift); an upload's variants as its srcset. */
export function ImageBlock({ block }: BlockProps<"image">) {
  return (
    <section className="section">
      <figure className="container">
        <Picture picture={block.image} sizes="(max-width: 1248px) 100vw, 1200px" loading="lazy" decoding="async" style={{ maxWidth: "100%", height: "auto" }} />
        {block.caption && <figcaption>{block.caption}</figcaption>}
      </figure>
    </section>
  );
}
