import { useSiteSettings } from "../../app/site-settings";
import { Carousel } from "../../components/carousel/carousel";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { homeMessages } from "./home-messages";
import { HomePager } from "./home-pager";
import "./home-about.css";

type Words = (typeof homeMessages)["zh"];
const SLIDES = [1, 2, 3] as const;

function Intro({ m, brand }: { m: Words; brand: string }) {
  return (
    <div className="home-about__slide home-about__intro">
      <div>
        <h3 className="home-about__title">{m.about1Title}</h3>
        <p className="home-about__text">{format(m.about1Text, { brand })}</p>
        <ul className="home-about__points">
          <li>{m.about1Point1}</li>
          <li>{m.about1Point2}</li>
          <li>{m.about1Point3}</li>
        </ul>
      </div>
      <img className="home-about__img" src="/img/home/about-interchange.svg" alt={m.aboutImgAlt} width={560} height={400} loading="lazy" />
    </div>
  );
}

function Facts({ m }: { m: Words }) {
  const { facts } = useSiteSettings();
  return (
    <div className="home-about__slide">
      <h3 className="home-about__title">{m.about2Title}</h3>
      <p className="home-about__text">{m.about2Text}</p>
      <dl className="home-about__facts">
        {facts.map((f) => (
          <div key={`${f.value}-${f.label}`} className="home-about__fact">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Research({ m }: { m: Words }) {
  const stats = [1, 2, 3, 4].map((n) => ({
    value: m[`about3Stat${n}Value` as keyof Words],
    label: m[`about3Stat${n}Label` as keyof Words],
  }));
  return (
    <div className="home-about__slide">
      <h3 className="home-about__title">{m.about3Title}</h3>
      <p className="home-about__text">{m.about3Text}</p>
      <dl className="home-about__stats">
        {stats.map((s) => (
          <div key={s.label} className="home-about__stat">
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** About block: three slides of company introduction, pager of 3, 8 s, 640 px (SPEC section 9). */
export function HomeAbout() {
  const m = useMessages(homeMessages);
  const { brandName } = useSiteSettings();
  const tabs = [m.about1Tab, m.about2Tab, m.about3Tab];
  return (
    <section className="section section--dark home-about" aria-labelledby="home-about-title">
      <div className="container">
        <h2 className="section__eyebrow home-about__eyebrow" id="home-about-title">{m.aboutEyebrow}</h2>
        <Carousel
          className="home-about__carousel"
          label={m.aboutLabel}
          interval={8000}
          items={SLIDES}
          renderSlide={(n) => (n === 1 ? <Intro m={m} brand={brandName} /> : n === 2 ? <Facts m={m} /> : <Research m={m} />)}
          renderPager={(state) => <HomePager labels={tabs} state={state} template={m.aboutPager} tone="dark" />}
        />
      </div>
    </section>
  );
}
