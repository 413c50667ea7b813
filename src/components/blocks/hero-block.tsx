import { PageHero } from "../page-sections/page-hero";
import type { BlockProps } from "./block-props";

export function HeroBlock({ block, routeKey }: BlockProps<"hero">) {
  return <PageHero content={block} routeKey={routeKey} trial={block.trial} />;
}
