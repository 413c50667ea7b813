-- Who published a page's published copy and when (the admin's page item, `live`): written by the
-- trigger below on every publish, from the publishing save's own updated_at and updated_by. NULL on a
-- page whose published copy is still the seeded one.
ALTER TABLE pages ADD COLUMN published_at TEXT;
ALTER TABLE pages ADD COLUMN published_by TEXT;
CREATE TRIGGER pages_published_by AFTER UPDATE OF published_blocks ON pages BEGIN
  UPDATE pages SET published_at = NEW.updated_at, published_by = NEW.updated_by WHERE id = NEW.id;
END;
