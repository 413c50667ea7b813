import type { PageProps } from "../../app/page-props";

/** Placeholder until the page is built. */
export default function UpdateLogDetailPage({ routeKey }: PageProps) {
  return <div className="container section"><h1>UpdateLogDetail</h1><p>{routeKey}</p></div>;
}
