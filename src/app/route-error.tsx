import { Link, useRouteError } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { HOME_PATH } from "./route-table";

/** Last-resort boundary for a render error inside a page: explain, offer reload and home. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  console.error(error);
  return (
    <div className="container section" role="alert">
      <h1 className="section__title">{t("frame.error.title")}</h1>
      <p className="section__lead">{t("frame.error.body")}</p>
      <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>{t("frame.reload")}</button>
        <Link className="btn btn--ghost" to={HOME_PATH}>{t("frame.home")}</Link>
      </p>
    </div>
  );
}
