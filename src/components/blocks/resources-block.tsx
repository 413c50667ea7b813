import { ResourcesSection } from "../page-sections/resources-section";
import type { BlockProps } from "./block-props";

export function ResourcesBlock({ block }: BlockProps<"resources">) {
  return <ResourcesSection requirements={block.requirements} />;
}
