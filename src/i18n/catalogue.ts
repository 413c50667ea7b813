/** The public app's way to its catalogues: the one `defineMessages(zh, en)` of common/catalogue.ts. */
export { type Catalogue, defineMessages, format } from "../../common/catalogue";
