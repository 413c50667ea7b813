import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { ProductTemplate } from "../../components/page-sections/product-template";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>(["/src/content/*/digital/*.ts", "!**/requirements.ts"]);

const PRODUCTS = ["airoad", "eicad", "report3d", "vrroad"] as const;
type ProductKey = (typeof PRODUCTS)[number];

function isProductKey(key: string): key is ProductKey {
  return (PRODUCTS as readonly string[]).includes(key);
}

/** One template for /digital/airoad|eicad|report3d|vrroad; each product's copy is its own module per language. */
export default function ProductPage({ routeKey }: PageProps) {
  const key: ProductKey = isProductKey(routeKey) ? routeKey : "airoad";
  const content = usePageContent(key);
  return <ProductTemplate key={key} content={content} routeKey={key} />;
}
