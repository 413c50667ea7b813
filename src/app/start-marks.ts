/**
 * Attributes the server HTML carries for the boot script (docs/decisions/0029): they tell it whether
 * the page needs the app before the visitor acts. Kept free of imports so boot stays small.
 */

/** On a loading placeholder: the content arrives from the API, so the app starts at once. */
export const LOADING_ATTR = "data-loading";

/** On something that moves by itself: its first step is due this many ms after the page shows. */
export const AUTOPLAY_ATTR = "data-autoplay";

/** A carousel (src/components/carousel/carousel.tsx): its controls are src/app/motion.ts's (decision 0069). */
export const CAROUSEL = ".carousel";

/** The contact form, whose views and starts are counted for the funnel (src/app/form-events.ts). */
export const CONTACT_FORM = "form.contact-form";

/** `?product=<id>`: the product the contact form starts with (src/app/product-choice.ts). */
export const PRODUCT_PARAM = "product";

/** Framed by the page editor with `?preview=`: its live preview, the admin's, never a visit (in the browser only). */
export const inEditorPreview = (): boolean => parent !== window && /[?&]preview=/.test(location.search);
