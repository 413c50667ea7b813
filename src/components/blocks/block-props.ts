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
