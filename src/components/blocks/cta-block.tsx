import { CtaSection } from "../page-sections/cta-section";
import type { BlockProps } from "./block-props";

export function CtaBlock({ block, routeKey }: BlockProps<"cta">) {
  return <CtaSection title={block.title} text={block.text} routeKey={routeKey} trial={block.trial} />;
}
