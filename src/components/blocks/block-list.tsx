import type { ComponentType, ReactNode } from "react";
import type { LocalBlock } from "../../../common/page-blocks";
import type { LocalPage } from "../../../common/page-text";
import type { PageKey } from "../../../common/route-table";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "../page-sections/section-messages";
import { SmartLink } from "../page-sections/smart-link";
import "../../pages/solutions/solutions-page.css";
import type { BlockProps } from "./block-props";
import { BLOCK_RENDERERS, type PageBlockType } from "./registry";

/** Links to a page's anchored sections, when it has several (solutions). */
function SectionNav({ blocks }: { blocks: Extract<LocalBlock, { type: "feature" }>[] }) {
  const m = useMessages(sectionMessages);
  return (
    <nav className="solutions-nav" aria-label={m.sectionNav}>
      <div className="container">
        <ul className="solutions-nav__list">
          {blocks.map((s) => (
            <li key={s.id}>
              <SmartLink href={`#${s.id}`} className="solutions-nav__link">
                {s.eyebrow}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** A page's blocks in order, each drawn by its renderer. */
export function BlockList({ page, routeKey }: { page: LocalPage; routeKey: PageKey }) {
  const seen = new Map<string, number>();
  const features = page.blocks.filter((b): b is Extract<LocalBlock, { type: "feature" }> => b.type === "feature");
  const out: ReactNode[] = [];
  for (const block of page.blocks) {
    if (!(block.type in BLOCK_RENDERERS)) continue;
    // A block is keyed by its type and its place among the blocks of that type.
    const nth = seen.get(block.type) ?? 0;
    seen.set(block.type, nth + 1);
    if (block.type === "feature" && nth === 0 && features.length > 1) out.push(<SectionNav key="section-nav" blocks={features} />);
    const Renderer = BLOCK_RENDERERS[block.type as PageBlockType] as ComponentType<BlockProps<PageBlockType>>;
    out.push(<Renderer key={`${block.type}-${nth}`} block={block as BlockProps<PageBlockType>["block"]} routeKey={routeKey} nth={nth} page={page} />);
  }
  return <>{out}</>;
}
