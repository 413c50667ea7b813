-- The media library (docs/decisions/0055): one row per file stored in R2 under its content-hashed key,
-- written when an upload is published (single or in parts) and by the seed for the files it puts.
-- Variants (image_variants) and temporary objects are never rows: they belong to their original.
-- `deleted_at`: staff deleted the file in the library; the row stays so a seed run never lists it
-- again (a new upload of the same bytes brings it back).
CREATE TABLE media_files (
  key          TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  size         INTEGER,
  content_type TEXT,
  uploaded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  uploaded_by  TEXT,
  deleted_at   TEXT
);
CREATE INDEX media_files_newest ON media_files (deleted_at, uploaded_at DESC, key);

-- Files uploaded before this table: every published upload has its audit entry (db/uploads.ts) naming
-- its key and the name the uploader chose. Size and type are read from R2 when first listed.
INSERT INTO media_files (key, name, uploaded_at, uploaded_by)
SELECT resource_id, COALESCE(CASE WHEN json_valid(detail) THEN json_extract(detail, '$.title.zh') END, resource_id), MIN(at), actor
FROM audit_log
WHERE resource = 'uploads' AND action = 'upload' AND resource_id IS NOT NULL
GROUP BY resource_id
ON CONFLICT (key) DO NOTHING;
