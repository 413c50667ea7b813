import "../../pages/about/about-page.css";
import { FactList } from "../page-sections/fact-list";
import { SectionHeader } from "../page-sections/section-header";
import { Reveal } from "../reveal/reveal";
import type { BlockProps } from "./block-props";

/** Company figures by key; their values come from the site settings. */
export function FactsBlock({ block, nth }: BlockProps<"facts">) {
  const id = nth === 0 ? "facts" : `facts-${nth}`;
  return (
    <section className="section section--dark about-facts" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeader id={`${id}-title`} title={block.title} lead={block.lead} />
        <Reveal>
          <FactList keys={block.facts} tone="dark" />
        </Reveal>
      </div>
    </section>
  );
}
