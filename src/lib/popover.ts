/**
 * Whether the browser opens a `popover` by itself (Chrome 114, Safari 17, Firefox 125 and later).
 * Older browsers ignore the attribute: there the small screens' menu is opened by the app's toggle
 * (src/components/header/header.tsx), and a tap before the app starts is held (src/app/early-clicks.ts).
 */
export const hasPopover = (): boolean => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
