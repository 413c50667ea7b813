import type { BlockProps } from "./block-props";

/** Free text: `body` is the sanitised HTML the read made from the block's Markdown (common/page-text.ts). */
export function TextBlock({ block, nth }: BlockProps<"text">) {
  const id = `text-${nth}-title`;
  return (
    <section className="section" aria-labelledby={block.title ? id : undefined}>
      <div className="container">
        {block.title && (
          <h2 id={id} className="section__title">
            {block.title}
          </h2>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the read renders the Markdown with renderMarkdown, which sanitises with the site's whitelist (common/page-text.ts) */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.body }} />
      </div>
    </section>
  );
}
