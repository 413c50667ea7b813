import type { PageProps } from "../../app/page-props";
import { intelligentPlatforms as zh } from "../../content/zh/intelligent";
import { intelligentPlatforms as en } from "../../content/en/intelligent";
import { useLocalized } from "../../i18n/i18n-context";
import { ProductTemplate } from "../../components/page-sections/product-template";

type PlatformKey = keyof typeof zh;

function isPlatformKey(key: string): key is PlatformKey {
  return key in zh;
}

/** One template for /intelligent/management|smartSite|prefabrication, content chosen by the route key. */
export default function PlatformPage({ routeKey }: PageProps) {
  const platforms = useLocalized({ zh, en });
  const key: PlatformKey = isPlatformKey(routeKey) ? routeKey : "management";
  return <ProductTemplate key={key} content={platforms[key]} routeKey={key} />;
}
