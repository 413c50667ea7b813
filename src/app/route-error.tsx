import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "../components/link/link";
import { useI18n } from "../i18n/i18n-context";
import { HOME_PATH } from "../../common/route-table";

/** Last-resort screen for a render error inside a page: explain, offer reload and home. */
export function RouteError() {
  const { t } = useI18n();
  return (
    <div className="container section" role="alert">
      <h1 className="section__title">{t("frame.error.title")}</h1>
      <p className="section__lead">{t("frame.error.body")}</p>
      <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t("frame.reload")}
        </button>
        <Link className="btn btn--ghost" to={HOME_PATH}>
          {t("frame.home")}
        </Link>
      </p>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Keeps a page's render error inside the main area (header and footer stay usable). Keyed by the
 * path, so navigating away from a broken page renders the next page afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
