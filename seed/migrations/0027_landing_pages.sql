-- Campaign landing pages (CONTRACT "Landing pages"): `pages` items at /lp/<slug> that staff create and
-- delete (the route table's pages stay seeded and undeletable). A landing page has no seeded copy: it
-- is public only once published (`published_at` set) and due, and never after its unpublish time.
--
-- `noindex` and `share_picture` are the head's robots and share picture being edited, `contact_product`
-- the product the page's contact form has chosen (a product id, as a product page's own); a publish
-- copies them to the `published_*` columns, which visitors' pages and the sitemap read.
ALTER TABLE pages ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pages ADD COLUMN share_picture TEXT;
ALTER TABLE pages ADD COLUMN published_noindex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pages ADD COLUMN published_share_picture TEXT;
ALTER TABLE pages ADD COLUMN contact_product TEXT;
ALTER TABLE pages ADD COLUMN published_contact_product TEXT;
