import { StatusLabel } from "./status-label";

/**
 * A list's loading state: the 'Loading' label over empty items of the final size (their class sets
 * it), so what stands below the list does not move when the data arrives.
 */
export function ListPlaceholder({ count, listClassName, itemClassName }: { count: number; listClassName: string; itemClassName: string }) {
  return (
    <div className="list-placeholder">
      <StatusLabel kind="loading" className="list-placeholder__label" />
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder items of a fixed count
          <li key={i} className={itemClassName} />
        ))}
      </ul>
    </div>
  );
}
