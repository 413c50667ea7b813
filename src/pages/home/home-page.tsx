import { useSiteSettings } from "../../app/site-settings";
import type { PageProps } from "../../app/page-props";
import type { ContentModules } from "../../app/page-content";
import { format } from "../../i18n/catalogue";
import { HomeAbout } from "./home-about";
import { HomeBanner } from "./home-banner";
import { useHomeContent } from "./home-content";
import { HomeNews } from "./home-news";
import { HomeSolutions } from "./home-solutions";
import { HomeStories } from "./home-stories";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/home.ts");

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
