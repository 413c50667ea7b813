import type { PageProps } from "../../app/page-props";
import { digitalProducts as zh } from "../../content/zh/digital";
import { digitalProducts as en } from "../../content/en/digital";
import { useLocalized } from "../../i18n/i18n-context";
import { ProductTemplate } from "../../components/page-sections/product-template";

type ProductKey = keyof typeof zh;

function isProductKey(key: string): key is ProductKey {
  return key in zh;
}

/** One template for /digital/airoad|eicad|report3d|vrroad, content chosen by the route key. */
export default function ProductPage({ routeKey }: PageProps) {
  const products = useLocalized({ zh, en });
  const key: ProductKey = isProductKey(routeKey) ? routeKey : "airoad";
  return <ProductTemplate key={key} content={products[key]} routeKey={key} />;
}
