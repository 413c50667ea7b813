import type { PageProps } from "../../app/page-props";
import { useSiteSettings } from "../../app/site-settings";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { formatDay } from "../../lib/dates";
import { usePageRead } from "../../lib/page-data";
import { privacyMessages } from "./privacy-messages";
import "../news/rich-text.css";
import "./privacy.css";

/**
 * The privacy policy `/privacy`: staff edit it in the admin's settings (both languages, Markdown);
 * the Worker serves the page with it (decision 0028), so it reads the same before the app starts.
 */
export default function PrivacyPage(_props: PageProps) {
  const { lang } = useI18n();
  const m = useMessages(privacyMessages);
  const { email } = useSiteSettings();
  const { data, loading } = usePageRead("privacy");
  return (
    <div className="section privacy">
      <div className="container privacy__inner">
        <header className="privacy__head">
          <p className="section__eyebrow">{m.eyebrow}</p>
          <h1 className="section__title">{m.title}</h1>
          {data && (
            <p className="privacy__updated">
              {m.updated}
              <time dateTime={data.version}>{formatDay(data.version, lang)}</time>
            </p>
          )}
        </header>
        {loading && !data ? (
          <StatusLabel kind="loading" />
        ) : !data ? (
          <p className="privacy__missing">{format(m.missing, { email })}</p>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Worker when saved (CONTRACT), placeholders filled escaped
          <article className="rich-text privacy__content" dangerouslySetInnerHTML={{ __html: data.content }} />
        )}
      </div>
    </div>
  );
}
