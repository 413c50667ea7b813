/**
 * Where the site header changes its layout, by language. src/components/header/header.css has the same
 * numbers in its media queries; tests/e2e/page-widths.test.ts checks both against the header's own
 * width, measured in the browser in each language, and fails naming the width the header now needs,
 * so a longer label (or brand name) cannot push the page sideways unnoticed.
 *
 * - full: every item, the search field and the brand's name, from `full` px up;
 * - tight: smaller item padding and the magnifier alone for search, from `tight` px up (the brand's
 *   name from `brandName` px up; below it the mark alone, the link keeps its label);
 * - compact (below `tight`): brand, language switch and the menu button; items and field in the menu.
 *
 * Measured with the seeded brand (路衍数科 / RoadYan Digital), the header's natural width: full
 * 1157 px in Chinese, 1411 px in English; tight 918 px and 1160 px (1009 px without the brand's name).
 */
export const HEADER_LAYOUT_FROM = {
  zh: { full: 1200, tight: 1024, brandName: 1024 },
  en: { full: 1440, tight: 1024, brandName: 1200 },
} as const;
