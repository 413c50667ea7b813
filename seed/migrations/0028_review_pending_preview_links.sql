-- Review before publish and preview links (CONTRACT "Review before publish", docs/decisions/0054).
--
-- content_pending: at most one pending change per published item of any content kind, as the admin's
-- request body (JSON, already validated by the kind's schema). Public reads never read this table, so a
-- pending change is in no public read, page, sitemap, feed, search result or prerender until
-- POST …/:id/publish saves it through the ordinary save (revision, audit, search documents) and drops it
-- in the same batch. `base_version` is the item's row_version the pending change was saved over.
CREATE TABLE content_pending (
  resource     TEXT NOT NULL,
  item_id      INTEGER NOT NULL,
  input        TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by   TEXT,
  PRIMARY KEY (resource, item_id)
);

-- preview_links: one row per signed preview link (the URL carries the row's id, item and expiry, signed
-- with HMAC). A link is honoured only while its row exists, is not revoked and expires_at (UTC ISO 8601)
-- is later than now; DELETE …/:id/preview-links revokes every link of the item.
CREATE TABLE preview_links (
  id          INTEGER PRIMARY KEY,
  resource    TEXT NOT NULL,
  item_id     INTEGER NOT NULL,
  expires_at  TEXT NOT NULL,
  revoked_at  TEXT,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by  TEXT
);
CREATE INDEX preview_links_item ON preview_links (resource, item_id);
