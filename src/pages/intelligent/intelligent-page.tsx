import type { PageProps } from "../../app/page-props";
import { intelligentOverview as zh } from "../../content/zh/intelligent";
import { intelligentOverview as en } from "../../content/en/intelligent";
import { useLocalized } from "../../i18n/i18n-context";
import { LineOverview } from "../../components/page-sections/line-overview";

/** Intelligent construction overview: the three platforms, data flow and proof. */
export default function IntelligentPage(_props: PageProps) {
  const content = useLocalized({ zh, en });
  return <LineOverview content={content} routeKey="intelligent" />;
}
