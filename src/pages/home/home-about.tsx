import { useFacts, useSiteSettings } from "../../app/site-settings";
import { Carousel } from "../../components/carousel/carousel";
import type { HomeAboutSlide } from "../../content/types";
import { format } from "../../i18n/catalogue";
import { useHomeContent } from "./home-content";
import { HomePager } from "./home-pager";
import "./home-about.css";

function Intro({ slide, brand, imageAlt }: { slide: HomeAboutSlide; brand: string; imageAlt: string }) {
  const facts = useFacts(slide.facts);
  return (
    <div className="home-about__slide home-about__intro">
      <div>
        <h3 className="home-about__title">{slide.title}</h3>
        <p className="home-about__text">{format(slide.text, { brand })}</p>
        <ul className="home-about__points">
          {facts.map((f) => (
            <li key={f.key}>
              {f.value} {f.label}
            </li>
          ))}
        </ul>
      </div>
      <img className="home-about__img" src="/img/home/about-interchange.svg" alt={imageAlt} width={560} height={400} loading="lazy" />
    </div>
  );
}

/** A slide of figures: `kind` picks the list style (many small facts, or a few big stats). */
function Figures({ slide, kind }: { slide: HomeAboutSlide; kind: "facts" | "stats" }) {
  const facts = useFacts(slide.facts);
  const item = kind === "facts" ? "home-about__fact" : "home-about__stat";
  return (
    <div className="home-about__slide">
      <h3 className="home-about__title">{slide.title}</h3>
      <p className="home-about__text">{slide.text}</p>
      <dl className={`home-about__${kind}`}>
        {facts.map((f) => (
          <div key={f.key} className={item}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** About block: three slides of company introduction, pager of 3, 8 s, 640 px (SPEC section 9). */
export function HomeAbout() {
  const { about } = useHomeContent();
  const { brandName } = useSiteSettings();
  const slides = [about.intro, about.figures, about.research];
  return (
    <section className="section section--dark home-about" aria-labelledby="home-about-title">
      <div className="container">
        <h2 className="section__eyebrow home-about__eyebrow" id="home-about-title">
          {about.eyebrow}
        </h2>
        <Carousel
          className="home-about__carousel"
          label={about.label}
          interval={8000}
          items={slides}
          renderSlide={(slide) =>
            slide === about.intro ? (
              <Intro slide={slide} brand={brandName} imageAlt={about.imageAlt} />
            ) : (
              <Figures slide={slide} kind={slide === about.figures ? "facts" : "stats"} />
            )
          }
          pager={<HomePager labels={slides.map((s) => s.tab)} template={about.pager} tone="dark" />}
        />
      </div>
    </section>
  );
}
