import type { PageProps } from "../../app/page-props";

/** Placeholder until the page is built. */
export default function NewsDetailPage({ routeKey }: PageProps) {
  return <div className="container section"><h1>NewsDetail</h1><p>{routeKey}</p></div>;
}
