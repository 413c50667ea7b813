import type { PageProps } from "../../app/page-props";
import { digitalOverview as zh } from "../../content/zh/digital";
import { digitalOverview as en } from "../../content/en/digital";
import { useLocalized } from "../../i18n/i18n-context";
import { LineOverview } from "../../components/page-sections/line-overview";

/** Digital design product line: the four products, rail line design, workflow and proof. */
export default function DigitalPage(_props: PageProps) {
  const content = useLocalized({ zh, en });
  return <LineOverview content={content} routeKey="digital" />;
}
