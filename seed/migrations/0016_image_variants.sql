-- Responsive images (docs/decisions/0041). `images`: an uploaded raster picture's intrinsic size,
-- read by the Worker from the stored bytes at upload. `image_variants`: its narrower WebP/AVIF copies,
-- made in the admin's browser and checked by the Worker, stored in R2 beside the original under
-- `<original key without extension>.w<width>.<webp|avif>`. Public reads join both by the /files path
-- that content stores (coverPath, mediaPath), so a page learns width, height and srcset in the same
-- query as the item.
CREATE TABLE images (
  path        TEXT PRIMARY KEY,
  width       INTEGER NOT NULL CHECK (width > 0),
  height      INTEGER NOT NULL CHECK (height > 0),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE image_variants (
  path           TEXT PRIMARY KEY,
  original_path  TEXT NOT NULL REFERENCES images (path) ON DELETE CASCADE,
  width          INTEGER NOT NULL CHECK (width > 0),
  height         INTEGER NOT NULL CHECK (height > 0),
  content_type   TEXT NOT NULL CHECK (content_type IN ('image/webp', 'image/avif')),
  size           INTEGER NOT NULL,
  UNIQUE (original_path, width, content_type)
);
