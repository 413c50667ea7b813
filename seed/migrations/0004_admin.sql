-- The admin (CONTRACT "Content", docs/decisions/0018): versions for If-Match, who saved last, drafts,
-- Markdown sources, the lead inbox's assignee and timeline, and the multipart uploads in progress.
--
-- Drafts: the existing `published` column (1 published, 0 draft) stays the one flag every public read
-- filters on; the API calls it `status`. update_logs had none: every existing entry is published.
ALTER TABLE update_logs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
DROP INDEX update_logs_latest;
CREATE INDEX update_logs_latest ON update_logs (published, released_at DESC, id DESC);

-- row_version (the API's `version`; software and update logs already have a `version`: the product
-- release) starts at 1; an edit with a stale If-Match changes nothing (UPDATE ... WHERE row_version = ?).
-- ALTER TABLE cannot default to now(): existing rows get the migration time below.
ALTER TABLE news ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE news ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE news ADD COLUMN updated_by TEXT;
ALTER TABLE banners ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE banners ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE banners ADD COLUMN updated_by TEXT;
-- software.updated_at exists (the public "updated" date); saving the entry moves it.
ALTER TABLE software ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE software ADD COLUMN updated_by TEXT;
ALTER TABLE videos ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE videos ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE videos ADD COLUMN updated_by TEXT;
ALTER TABLE update_logs ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE update_logs ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE update_logs ADD COLUMN updated_by TEXT;
-- Both language rows of the settings move together: the zh row carries the record's row_version.
ALTER TABLE site_settings ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE site_settings ADD COLUMN updated_by TEXT;

UPDATE news SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE banners SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE videos SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE update_logs SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

-- What the editor wrote; `content` keeps the sanitised HTML rendered from it (NULL for rows written as
-- HTML by the seed: the editor then starts from that HTML, which Markdown passes through).
ALTER TABLE news_i18n ADD COLUMN content_md TEXT;
ALTER TABLE update_log_i18n ADD COLUMN content_md TEXT;

-- Lead inbox: who works the lead, and its timeline (status changes, assignments, notes). Erasing a
-- lead erases its timeline with it.
ALTER TABLE consultations ADD COLUMN assignee TEXT;
CREATE TABLE lead_events (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id    INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
  at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor      TEXT NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('status', 'note', 'assignee')),
  from_value TEXT,
  to_value   TEXT,
  note       TEXT
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, at DESC);
CREATE INDEX consultations_status ON consultations (status, created_at DESC);

-- Multipart uploads in progress: the Workers R2 binding cannot list an upload's parts, so they are
-- recorded here as they arrive (resume after a dropped connection).
CREATE TABLE uploads (
  upload_id    TEXT PRIMARY KEY,
  r2_key       TEXT NOT NULL,
  file_name    TEXT NOT NULL,
  content_type TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by   TEXT NOT NULL
);
CREATE TABLE upload_parts (
  upload_id   TEXT NOT NULL REFERENCES uploads(upload_id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  etag        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part_number)
) WITHOUT ROWID;

-- Conversion by UTM source: a visit remembers the utm_source of the page it was recorded on.
ALTER TABLE visits ADD COLUMN utm_source TEXT;

CREATE INDEX audit_log_actor ON audit_log (actor, at DESC);

-- Items staff deleted: the seed loader (insert-if-absent) never brings a deleted seed item back.
CREATE TABLE deleted_content (
  resource TEXT NOT NULL,
  id       INTEGER NOT NULL,
  at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (resource, id)
) WITHOUT ROWID;
