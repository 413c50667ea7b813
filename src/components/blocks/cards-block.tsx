import { LineCards } from "../page-sections/line-cards";
import type { BlockProps } from "./block-props";

export function CardsBlock({ block }: BlockProps<"cards">) {
  return <LineCards title={block.title} lead={block.lead} items={block.items} />;
}
