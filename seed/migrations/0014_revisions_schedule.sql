-- Revisions, scheduled publishing and a readable audit log (docs/decisions/0039).
--
-- content_revisions: every admin create, update and restore of a content item (and of the site
-- settings, item_id 1) writes one row in the same batch as the change: the whole item as the admin API
-- shows it (snapshot, JSON), who and when, and what changed against the revision before it (changes,
-- JSON: { fields: ["title.zh", ...], status?: [from, to], publishAt?: [from, to], restoredFrom? }).
-- The newest 100 per item are kept (the write prunes older ones); a deleted item's revisions go with it.
CREATE TABLE content_revisions (
  id          INTEGER PRIMARY KEY,
  resource    TEXT NOT NULL,
  item_id     INTEGER NOT NULL,
  row_version INTEGER NOT NULL,
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor       TEXT NOT NULL,
  -- create, update, publish, unpublish, schedule or restore
  action      TEXT NOT NULL,
  changes     TEXT NOT NULL DEFAULT '{}',
  snapshot    TEXT NOT NULL
);
CREATE INDEX content_revisions_item ON content_revisions (resource, item_id, id DESC);

-- Scheduled publishing: a published item whose publish_at (UTC ISO 8601, ...Z) is later than now is
-- in no public read yet. The content version the read cache keys on counts the passed publish_at
-- values (worker/db/content-version.ts), so an item appears once its time passes.
ALTER TABLE news ADD COLUMN publish_at TEXT;
ALTER TABLE banners ADD COLUMN publish_at TEXT;
ALTER TABLE software ADD COLUMN publish_at TEXT;
ALTER TABLE videos ADD COLUMN publish_at TEXT;
ALTER TABLE update_logs ADD COLUMN publish_at TEXT;
CREATE INDEX news_publish_at ON news (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX banners_publish_at ON banners (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX software_publish_at ON software (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX videos_publish_at ON videos (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX update_logs_publish_at ON update_logs (publish_at) WHERE publish_at IS NOT NULL;

-- A video's schedule is a publish too (its UPDATE trigger lists columns so a counted view is not).
DROP TRIGGER videos_au;
CREATE TRIGGER videos_au AFTER UPDATE OF id, duration_seconds, uploaded_at, cover_path, video_path, sort_order, published, publish_at ON videos BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

-- The audit entry of a content write says it in words: detail is JSON { verb, title: { zh, en },
-- changes } (verb: create, update, publish, unpublish, schedule, restore, delete), revision_id the
-- revision it wrote. Older entries have neither.
ALTER TABLE audit_log ADD COLUMN detail TEXT;
ALTER TABLE audit_log ADD COLUMN revision_id INTEGER;
