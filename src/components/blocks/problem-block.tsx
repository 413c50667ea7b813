import { ProblemSection } from "../page-sections/problem-section";
import type { BlockProps } from "./block-props";

export function ProblemBlock({ block }: BlockProps<"problem">) {
  return <ProblemSection title={block.title} lead={block.lead} points={block.points} />;
}
