-- The copy and pictures of every content page (CONTRACT "Content", the `pages` resource; decision
-- 0040). One row per route, created by the seed, never by the admin (POST answers 405). The blocks
-- (common/page-blocks.ts) are JSON with their text bilingual inside; title and description (the
-- head's) are per language in page_i18n, like every other content table.
-- Two copies of each: what staff are editing (`blocks`, `title`, `description`; `published` says
-- whether it is the live one) and what visitors see (`published_*`). Saving a draft never takes a
-- page down: visitors keep the last published copy; a page never published shows its seeded one.
-- Scheduled publishing (decision 0039): `publish_at` is the published copy's time, written on publish
-- only (`draft_publish_at` is the one being edited); until it is due visitors get the copy published
-- before it (`prev_*`), kept by the triggers below on every publish.
CREATE TABLE pages (
  id              INTEGER PRIMARY KEY,
  path            TEXT NOT NULL UNIQUE,
  blocks          TEXT NOT NULL,
  published_blocks TEXT NOT NULL,
  published       INTEGER NOT NULL DEFAULT 1,
  publish_at      TEXT,
  draft_publish_at TEXT,
  prev_blocks     TEXT,
  -- 1 while a publish is being written and the copy it replaces was due (the page_i18n trigger's cue).
  prev_was_due    INTEGER NOT NULL DEFAULT 1,
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
  prev_title            TEXT,
  prev_description      TEXT,
  PRIMARY KEY (page_id, language)
);
-- A publish shows in the public read cache at once (decision 0022).
CREATE TRIGGER pages_ai AFTER INSERT ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pages_au AFTER UPDATE ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pages_ad AFTER DELETE ON pages BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_ai AFTER INSERT ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_au AFTER UPDATE ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER page_i18n_ad AFTER DELETE ON page_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
-- A publish writes published_blocks and then each language's published_title: the copy it replaces
-- becomes the previous one if visitors were seeing it (its time had come), else the previous stays.
CREATE TRIGGER pages_keep_prev AFTER UPDATE OF published_blocks ON pages BEGIN
  UPDATE pages SET
    prev_was_due = (OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    prev_blocks = CASE WHEN OLD.publish_at IS NULL OR OLD.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                       THEN OLD.published_blocks ELSE OLD.prev_blocks END
  WHERE id = NEW.id;
END;
CREATE TRIGGER page_i18n_keep_prev AFTER UPDATE OF published_title ON page_i18n BEGIN
  UPDATE page_i18n SET
    prev_title = CASE WHEN (SELECT prev_was_due FROM pages WHERE id = NEW.page_id) = 1 THEN OLD.published_title ELSE OLD.prev_title END,
    prev_description = CASE WHEN (SELECT prev_was_due FROM pages WHERE id = NEW.page_id) = 1 THEN OLD.published_description ELSE OLD.prev_description END
  WHERE page_id = NEW.page_id AND language = NEW.language;
END;
