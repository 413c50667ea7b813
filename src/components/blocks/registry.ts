/**
 * One renderer per block type a content page shows (`FLOW_BLOCK_TYPES`, common/page-layouts.ts). The
 * map is typed by that list, so a listed block type without a renderer, a renderer of a type the list
 * does not have, or a renderer of the wrong block, is a compile error. The home page's own blocks are
 * drawn by the home page's sections (src/pages/home/home-content.ts).
 */
import type { ComponentType } from "react";
import type { BlockType } from "../../../common/page-blocks";
import type { FlowBlockType } from "../../../common/page-layouts";
import type { BlockProps } from "./block-props";
import { CapabilitiesBlock } from "./capabilities-block";
import { CardsBlock } from "./cards-block";
import { CaseBlock } from "./case-block";
import { CasesBlock } from "./cases-block";
import { CompanyBlock } from "./company-block";
import { CtaBlock } from "./cta-block";
import { CustomersBlock } from "./customers-block";
import { FactsBlock } from "./facts-block";
import { FaqBlock } from "./faq-block";
import { FeatureBlock } from "./feature-block";
import { HeroBlock } from "./hero-block";
import { HistoryBlock } from "./history-block";
import { ImageBlock } from "./image-block";
import { IntroBlock } from "./intro-block";
import { ParagraphsBlock } from "./paragraphs-block";
import { ProblemBlock } from "./problem-block";
import { ProofBlock } from "./proof-block";
import { ResourcesBlock } from "./resources-block";
import { ScenariosBlock } from "./scenarios-block";
import { TextBlock } from "./text-block";
import { ValuesBlock } from "./values-block";
import { WorkflowBlock } from "./workflow-block";

/** Block types only the home page shows, with its own sections. */
export type HomeBlockType = Exclude<BlockType, FlowBlockType>;
export type PageBlockType = FlowBlockType;

export const BLOCK_RENDERERS: { [T in PageBlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  intro: IntroBlock,
  problem: ProblemBlock,
  capabilities: CapabilitiesBlock,
  scenarios: ScenariosBlock,
  workflow: WorkflowBlock,
  proof: ProofBlock,
  resources: ResourcesBlock,
  cards: CardsBlock,
  feature: FeatureBlock,
  cases: CasesBlock,
  paragraphs: ParagraphsBlock,
  facts: FactsBlock,
  history: HistoryBlock,
  values: ValuesBlock,
  faq: FaqBlock,
  text: TextBlock,
  image: ImageBlock,
  customers: CustomersBlock,
  case: CaseBlock,
  company: CompanyBlock,
  cta: CtaBlock,
};
