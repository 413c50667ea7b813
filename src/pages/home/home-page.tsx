import type { PageProps } from "../../app/page-props";
import { useContentPage } from "../../app/content-page-data";
import { StatusLabel } from "../../components/status/status-label";
import { isInHtml } from "../../../common/page-document";
import { Kept } from "../../components/kept/kept";
import { HomeAbout } from "./home-about";
import { HomeBanner } from "./home-banner";
import { HomeContentProvider, homeContent } from "./home-content";
import { HomeNews } from "./home-news";
import { HomeSolutions } from "./home-solutions";
import { HomeStories } from "./home-stories";

/** Home `/pc_index`: banner, latest news, product lines, about us, user stories (SPEC section 2). */
export default function HomePage(_props: PageProps) {
  const { data, error } = useContentPage("home");
  if (!data || isInHtml(data)) {
    return (
      <div className="section">
        <div className="container">
          <StatusLabel kind={error ? "noData" : "loading"} />
        </div>
      </div>
    );
  }
  const content = homeContent(data);
  return (
    <HomeContentProvider value={content}>
      <Kept as="h1" className="visually-hidden" ready={content.pageTitle !== undefined}>
        {content.pageTitle}
      </Kept>
      <HomeBanner />
      <HomeNews />
      <HomeSolutions />
      <HomeAbout />
      <HomeStories />
    </HomeContentProvider>
  );
}
