-- The copy and pictures of every content page (CONTRACT "Content", the `pages` resource; decision
-- 0040). One row per route, created by the seed, never by the admin (POST answers 405). The blocks
-- (common/page-blocks.ts) are JSON with their text bilingual inside; title and description (the
-- head's) are per language in page_i18n, like every other content table.
-- Two copies of each: what staff are editing (`blocks`, `title`, `description`; `published` says
-- whether it is the live one) and what visitors see (`published_*`). Saving a draft never takes a
-- page down: visitors keep the last published copy; a page never published shows its seeded one.
CREATE TABLE pages (
  id              INTEGER PRIMARY KEY,
  path            TEXT NOT NULL UNIQUE,
  blocks          TEXT NOT NULL,
  published_blocks TEXT NOT NULL,
  published       INTEGER NOT NULL DEFAULT 1,
  publish_at      TEXT,
  row_version     INTEGER NOT NULL DEFAULT 1,
  updated_at      TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z',
  updated_by      TEXT
);
CREATE TABLE page_i18n (
  page_id               INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  language              TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  title                 TEXT NOT NULL,
  description           TEXT NOT NULL,
  published_title       TEXT NOT NULL,
  published_description TEXT NOT NULL,
  PRIMARY KEY (page_id, language)
);
-- A publish shows in the public read cache at once (decision 0022).
CREATE TRIGGER pages_ai AFTER INSERT ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pages_au AFTER UPDATE ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pages_ad AFTER DELETE ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_ai AFTER INSERT ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_au AFTER UPDATE ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_ad AFTER DELETE ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
