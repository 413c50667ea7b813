-- unpublishAt for pages (CONTRACT "Content": after it "a seeded page shows its seeded copy again").
--
-- `unpublish_at` is the published copy's end (UTC ISO 8601, ...Z), written on publish only, as
-- `publish_at` is; `draft_unpublish_at` is the one being edited. Once it has passed, visitors get the
-- page's seeded copy (`seed_*`) in GET /api/pages, the Worker-rendered page and the search; the content
-- version counts passed page unpublish times as it does the other kinds' (worker/db/schedule.ts), so
-- the seeded copy is back with no write and no cron.
ALTER TABLE pages ADD COLUMN unpublish_at TEXT;
ALTER TABLE pages ADD COLUMN draft_unpublish_at TEXT;
CREATE INDEX pages_unpublish_at ON pages (unpublish_at) WHERE unpublish_at IS NOT NULL;

-- The seeded copy, as the seed stored it: written by the seed with the page (seed/lib/statements.ts)
-- and never by the admin. A page seeded before this migration takes it from its revision 1 (the seed's
-- own, decision 0052), else, never published, from its published copy (still the seeded one); the next
-- seed run fills any left NULL.
ALTER TABLE pages ADD COLUMN seed_blocks TEXT;
ALTER TABLE page_i18n ADD COLUMN seed_title TEXT;
ALTER TABLE page_i18n ADD COLUMN seed_description TEXT;
UPDATE pages SET seed_blocks = coalesce(
  (SELECT json_extract(r.snapshot, '$.blocks') FROM content_revisions r
    WHERE r.resource = 'pages' AND r.item_id = pages.id AND r.row_version = 1 AND r.actor = 'seed'),
  CASE WHEN published_at IS NULL THEN published_blocks END);
UPDATE page_i18n SET
  seed_title = coalesce(
    (SELECT json_extract(r.snapshot, '$.title.' || page_i18n.language) FROM content_revisions r
      WHERE r.resource = 'pages' AND r.item_id = page_i18n.page_id AND r.row_version = 1 AND r.actor = 'seed'),
    CASE WHEN (SELECT published_at FROM pages WHERE id = page_i18n.page_id) IS NULL THEN published_title END),
  seed_description = coalesce(
    (SELECT json_extract(r.snapshot, '$.description.' || page_i18n.language) FROM content_revisions r
      WHERE r.resource = 'pages' AND r.item_id = page_i18n.page_id AND r.row_version = 1 AND r.actor = 'seed'),
    CASE WHEN (SELECT published_at FROM pages WHERE id = page_i18n.page_id) IS NULL THEN published_description END);

-- A publish over a copy that had ended keeps the seeded copy as the one before (visitors were seeing it).
ALTER TABLE pages ADD COLUMN prev_ended INTEGER NOT NULL DEFAULT 0;
DROP TRIGGER pages_keep_prev;
CREATE TRIGGER pages_keep_prev AFTER UPDATE OF published_blocks ON pages BEGIN
  UPDATE pages SET
    prev_was_due = (OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    prev_blocks = CASE
      WHEN OLD.unpublish_at IS NOT NULL AND OLD.unpublish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN coalesce(OLD.seed_blocks, OLD.published_blocks)
      WHEN OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN OLD.published_blocks
      ELSE OLD.prev_blocks END,
    prev_ended = (OLD.unpublish_at IS NOT NULL AND OLD.unpublish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  WHERE id = NEW.id;
END;
DROP TRIGGER page_i18n_keep_prev;
CREATE TRIGGER page_i18n_keep_prev AFTER UPDATE OF published_title ON page_i18n BEGIN
  UPDATE page_i18n SET
    prev_title = CASE WHEN (SELECT prev_ended FROM pages WHERE id = NEW.page_id) = 1 THEN coalesce(OLD.seed_title, OLD.published_title)
                      WHEN (SELECT prev_was_due FROM pages WHERE id = NEW.page_id) = 1 THEN OLD.published_title ELSE OLD.prev_title END,
    prev_description = CASE WHEN (SELECT prev_ended FROM pages WHERE id = NEW.page_id) = 1 THEN coalesce(OLD.seed_description, OLD.published_description)
                            WHEN (SELECT prev_was_due FROM pages WHERE id = NEW.page_id) = 1 THEN OLD.published_description ELSE OLD.prev_description END
  WHERE page_id = NEW.page_id AND language = NEW.language;
END;

-- The contact block's setting (0025_page_contact.sql) follows the same rule: a publish over a copy that
-- had ended keeps the seeded copy's setting ('default', the route's) as the one before.
DROP TRIGGER pages_keep_prev_contact;
CREATE TRIGGER pages_keep_prev_contact AFTER UPDATE OF published_blocks ON pages BEGIN
  UPDATE pages SET
    prev_contact = CASE
      WHEN OLD.unpublish_at IS NOT NULL AND OLD.unpublish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN 'default'
      WHEN OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN OLD.published_contact
      ELSE OLD.prev_contact END
  WHERE id = NEW.id;
END;
