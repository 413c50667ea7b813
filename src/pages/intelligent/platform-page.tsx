import type { PageProps } from "../../app/page-props";

/** Placeholder until the page is built. */
export default function PlatformPage({ routeKey }: PageProps) {
  return <div className="container section"><h1>Platform</h1><p>{routeKey}</p></div>;
}
