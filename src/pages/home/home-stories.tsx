import { Carousel } from "../../components/carousel/carousel";
import { HomePager } from "./home-pager";
import { useHomeContent } from "./home-content";
import "./home-stories.css";

/** User stories: four testimonials (fictional roles, no names), pager of 4, 8 s, 380 px (SPEC section 9). */
export function HomeStories() {
  const { stories } = useHomeContent();
  return (
    <section className="section home-stories" aria-labelledby="home-stories-title">
      <div className="container">
        <p className="section__eyebrow">{stories.eyebrow}</p>
        <h2 className="section__title" id="home-stories-title">
          {stories.title}
        </h2>
        <Carousel
          className="home-stories__carousel"
          label={stories.label}
          interval={8000}
          items={stories.items}
          renderSlide={(story) => (
            <figure className="home-stories__slide">
              <svg className="home-stories__mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
                <path d="M8 34c0-10 4-17 12-20M26 34c0-10 4-17 12-20M8 34h10V24H8zM26 34h10V24H26z" />
              </svg>
              <blockquote className="home-stories__quote">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="home-stories__role">{story.role}</figcaption>
            </figure>
          )}
          pager={<HomePager labels={stories.items.map((s) => s.tab)} template={stories.pager} />}
        />
      </div>
    </section>
  );
}
