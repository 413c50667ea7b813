import { ScenarioCards } from "../../pages/dtwin/scenario-cards";
import type { BlockProps } from "./block-props";

export function ScenariosBlock({ block }: BlockProps<"scenarios">) {
  return <ScenarioCards title={block.title} lead={block.lead} items={block.items} />;
}
