import { CapabilitiesSection } from "../page-sections/capabilities-section";
import type { BlockProps } from "./block-props";

export function CapabilitiesBlock({ block }: BlockProps<"capabilities">) {
  return <CapabilitiesSection title={block.title} lead={block.lead} items={block.items} />;
}
