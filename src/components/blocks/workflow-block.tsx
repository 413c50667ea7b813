import { WorkflowSection } from "../page-sections/workflow-section";
import type { BlockProps } from "./block-props";

export function WorkflowBlock({ block }: BlockProps<"workflow">) {
  return <WorkflowSection title={block.title} lead={block.lead} steps={block.steps} figure={block.figure} />;
}
