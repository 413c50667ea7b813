import type { PageProps } from "../../app/page-props";

/** Placeholder until the page is built. */
export default function AcademyPage({ routeKey }: PageProps) {
  return <div className="container section"><h1>Academy</h1><p>{routeKey}</p></div>;
}
