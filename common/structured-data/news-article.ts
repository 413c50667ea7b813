/** NewsArticle: one news item's page. */
import { CONTEXT, type Thing } from "./thing";

export interface NewsArticleInput {
  headline: string;
  description: string;
  url: string;
  /** Absolute image URLs, the share picture (1200x630) first. */
  images: string[];
  datePublished: string;
  /** No edit time is kept for news: the effective time stands for both. */
  dateModified: string;
  publisher: Record<string, unknown>;
}

export function newsArticle(a: NewsArticleInput): Thing {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    url: a.url,
    // Google shows at most 110 characters of a headline.
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
    description: a.description,
    image: a.images,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: { ...a.publisher },
    publisher: a.publisher,
  };
}
