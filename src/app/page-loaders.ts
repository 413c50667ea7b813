import type { ComponentType } from "react";
import type { PageProps } from "./page-props";
import type { PageKey } from "../../common/route-table";

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

/** One lazily loaded section (chunk) per screen family. */
export const PAGE_LOADERS: Record<PageKey | "notFound", Loader> = {
  home: () => import("../pages/home/home-page"),
  news: () => import("../pages/news/news-page"),
  newsDetail: () => import("../pages/news/news-detail-page"),
  digital: () => import("../pages/digital/digital-page"),
  airoad: () => import("../pages/digital/product-page"),
  eicad: () => import("../pages/digital/product-page"),
  report3d: () => import("../pages/digital/product-page"),
  vrroad: () => import("../pages/digital/product-page"),
  intelligent: () => import("../pages/intelligent/intelligent-page"),
  management: () => import("../pages/intelligent/platform-page"),
  smartSite: () => import("../pages/intelligent/platform-page"),
  prefabrication: () => import("../pages/intelligent/platform-page"),
  dtwin: () => import("../pages/dtwin/dtwin-page"),
  academy: () => import("../pages/academy/academy-page"),
  download: () => import("../pages/download/download-page"),
  phoneHome: () => import("../pages/phone-home/phone-home-page"),
  solutions: () => import("../pages/solutions/solutions-page"),
  cases: () => import("../pages/cases/cases-page"),
  about: () => import("../pages/about/about-page"),
  help: () => import("../pages/help/help-page"),
  updateLog: () => import("../pages/update-log/update-log-page"),
  updateLogDetail: () => import("../pages/update-log/update-log-detail-page"),
  notFound: () => import("../pages/not-found/not-found-page"),
};
