import { Carousel } from "../../components/carousel/carousel";
import { useMessages } from "../../i18n/i18n-context";
import { homeMessages } from "./home-messages";
import { HomePager } from "./home-pager";
import "./home-stories.css";

type Words = (typeof homeMessages)["zh"];
const STORIES = [1, 2, 3, 4] as const;

/** User stories: four testimonials (fictional roles, no names), pager of 4, 8 s, 380 px (SPEC section 9). */
export function HomeStories() {
  const m = useMessages(homeMessages);
  const word = (n: number, key: string) => m[`story${n}${key}` as keyof Words];
  return (
    <section className="section home-stories" aria-labelledby="home-stories-title">
      <div className="container">
        <p className="section__eyebrow">{m.storiesEyebrow}</p>
        <h2 className="section__title" id="home-stories-title">{m.storiesTitle}</h2>
        <Carousel
          className="home-stories__carousel"
          label={m.storiesLabel}
          interval={8000}
          items={STORIES}
          renderSlide={(n) => (
            <figure className="home-stories__slide">
              <svg className="home-stories__mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
                <path d="M8 34c0-10 4-17 12-20M26 34c0-10 4-17 12-20M8 34h10V24H8zM26 34h10V24H26z" />
              </svg>
              <blockquote className="home-stories__quote"><p>{word(n, "Quote")}</p></blockquote>
              <figcaption className="home-stories__role">{word(n, "Role")}</figcaption>
            </figure>
          )}
          renderPager={(state) => <HomePager labels={STORIES.map((n) => word(n, "Tab"))} state={state} template={m.storyPager} />}
        />
      </div>
    </section>
  );
}
