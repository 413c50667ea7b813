import { SectionHeader } from "../page-sections/section-header";
import type { BlockProps } from "./block-props";

/** A page header without a picture. */
export function IntroBlock({ block, nth }: BlockProps<"intro">) {
  return (
    <section className="section" aria-labelledby={`intro-${nth}-title`}>
      <div className="container">
        <SectionHeader id={`intro-${nth}-title`} eyebrow={block.eyebrow} title={block.title} lead={block.lead} />
      </div>
    </section>
  );
}
