-- A content page's contact block (the page editor's switch): 'default' follows the route table
-- (common/route-table.ts `contact`), 'on' and 'off' override it. `contact` is the copy being edited,
-- `published_contact` what visitors get, `prev_contact` the copy published before a scheduled one
-- (as prev_blocks: kept by the trigger below on every publish).
ALTER TABLE pages ADD COLUMN contact TEXT NOT NULL DEFAULT 'default';
ALTER TABLE pages ADD COLUMN published_contact TEXT NOT NULL DEFAULT 'default';
ALTER TABLE pages ADD COLUMN prev_contact TEXT;
CREATE TRIGGER pages_keep_prev_contact AFTER UPDATE OF published_blocks ON pages BEGIN
  UPDATE pages SET
    prev_contact = CASE WHEN OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                        THEN OLD.published_contact ELSE OLD.prev_contact END
  WHERE id = NEW.id;
END;
