import type { BlockType, LocalBlockOf } from "../../../common/page-blocks";
import type { LocalPage } from "../../../common/page-text";
import type { PageKey } from "../../../common/route-table";

/** What every block renderer gets: its block in the page's language, and where it sits. */
export interface BlockProps<T extends BlockType> {
  block: LocalBlockOf<T>;
  /** The page's route (calls to action are counted per page). */
  routeKey: PageKey;
  /** This block's position among the page's blocks of the same type (alternating sections). */
  nth: number;
  page: LocalPage;
}

/** The heading id of the `nth` block of a kind: the first keeps the plain name (anchors link to it), later ones are numbered. */
export function headingId(name: string, nth: number): string {
  return nth === 0 ? `${name}-title` : `${name}-${nth}-title`;
}
