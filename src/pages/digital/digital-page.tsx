import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { LineOverview } from "../../components/page-sections/line-overview";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/digital.ts");

/** Digital design product line: the four products, rail line design, workflow and proof. */
export default function DigitalPage(_props: PageProps) {
  const content = usePageContent("digital");
  return <LineOverview content={content} routeKey="digital" />;
}
