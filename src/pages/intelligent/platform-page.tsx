import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { ProductTemplate } from "../../components/page-sections/product-template";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>(["/src/content/*/intelligent/*.ts", "!**/requirements.ts"]);

const PLATFORMS = ["management", "smartSite", "prefabrication"] as const;
type PlatformKey = (typeof PLATFORMS)[number];

function isPlatformKey(key: string): key is PlatformKey {
  return (PLATFORMS as readonly string[]).includes(key);
}

/** One template for /intelligent/management|smartSite|prefabrication; each platform's copy is its own module per language. */
export default function PlatformPage({ routeKey }: PageProps) {
  const key: PlatformKey = isPlatformKey(routeKey) ? routeKey : "management";
  const content = usePageContent(key);
  return <ProductTemplate key={key} content={content} routeKey={key} />;
}
