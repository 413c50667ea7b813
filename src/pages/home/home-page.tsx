import type { PageProps } from "../../app/page-props";
import { useContentPage } from "../../app/content-page-data";
import { StaticHtml } from "../../components/static-html/static-html";
import { StatusLabel } from "../../components/status/status-label";
import { isInHtml } from "../../../common/page-document";
import { HomeAbout } from "./home-about";
import { HomeBanner } from "./home-banner";
import { HomeContentProvider, homeContent } from "./home-content";
import { HomeNews } from "./home-news";
import { HomeSolutions } from "./home-solutions";
import { HomeStories } from "./home-stories";

/** Home `/pc_index`: banner, latest news, product lines, about us, user stories (SPEC section 2). */
export default function HomePage(_props: PageProps) {
  const { data, error } = useContentPage("home");
  if (!data) {
    return (
      <div className="section">
        <div className="container">
          <StatusLabel kind={error ? "noData" : "loading"} />
        </div>
      </div>
    );
  }
  // Nothing on it is React's state (what moves is src/app/motion.ts's, decision 0057): on the first
  // load the whole page keeps its server HTML (its copy is IN_HTML, decisions 0040, 0072).
  const kept = isInHtml(data);
  const content = kept ? undefined : homeContent(data);
  return (
    <StaticHtml ready={!kept}>
      {content && (
        <HomeContentProvider value={content}>
          <h1 className="visually-hidden">{content.pageTitle}</h1>
          <HomeBanner />
          <HomeNews />
          <HomeSolutions />
          <HomeAbout />
          <HomeStories />
        </HomeContentProvider>
      )}
    </StaticHtml>
  );
}
