import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { LineOverview } from "../../components/page-sections/line-overview";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/intelligent.ts");

/** Intelligent construction overview: the three platforms, data flow and proof. */
export default function IntelligentPage(_props: PageProps) {
  const content = usePageContent("intelligent");
  return <LineOverview content={content} routeKey="intelligent" />;
}
