import { useSiteSettings } from "../../app/site-settings";
import type { PageProps } from "../../app/page-props";
import { format } from "../../i18n/catalogue";
import { HomeAbout } from "./home-about";
import { HomeBanner } from "./home-banner";
import { useHomeContent } from "./home-content";
import { HomeNews } from "./home-news";
import { HomeSolutions } from "./home-solutions";
import { HomeStories } from "./home-stories";

/** Home `/pc_index`: banner, latest news, product lines, about us, user stories (SPEC section 2). */
export default function HomePage(_props: PageProps) {
  const { pageTitle } = useHomeContent();
  const { brandName } = useSiteSettings();
  return (
    <>
      <h1 className="visually-hidden">{format(pageTitle, { brand: brandName })}</h1>
      <HomeBanner />
      <HomeNews />
      <HomeSolutions />
      <HomeAbout />
      <HomeStories />
    </>
  );
}
