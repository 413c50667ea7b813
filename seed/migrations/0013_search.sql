-- Site search (CONTRACT GET /api/search). search_docs holds one row per indexed item and language:
-- the original title and plain body (the Worker cuts snippets from these) and their tokens, made in
-- the Worker, the seed and the bench by common/search-text.ts (Chinese as overlapping character
-- pairs, other words lower-cased). search_fts is an external-content FTS5 index over the tokens,
-- kept in step by the triggers below; the language is a column too, so a query filters by it inside
-- FTS5. Writers: the admin's content saves (same batch as the content rows), the seed (content and
-- the built pages' text). See common/search-docs.ts.
CREATE TABLE search_docs (
  id           INTEGER PRIMARY KEY,
  -- news, software, videos, update-logs or page; ref is the item id (text) or the page path.
  resource     TEXT NOT NULL,
  ref          TEXT NOT NULL,
  language     TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  kind         TEXT NOT NULL CHECK (kind IN ('page', 'news', 'software', 'video', 'help')),
  title        TEXT NOT NULL,
  body         TEXT NOT NULL,
  url          TEXT NOT NULL,
  -- News is found from its effective time on ('' for everything else).
  visible_from TEXT NOT NULL DEFAULT '',
  title_tok    TEXT NOT NULL,
  body_tok     TEXT NOT NULL,
  UNIQUE (resource, ref, language)
);

CREATE VIRTUAL TABLE search_fts USING fts5(
  language, title_tok, body_tok,
  content = 'search_docs', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_fts (rowid, language, title_tok, body_tok) VALUES (new.id, new.language, new.title_tok, new.body_tok);
  UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, language, title_tok, body_tok) VALUES ('delete', old.id, old.language, old.title_tok, old.body_tok);
  UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, language, title_tok, body_tok) VALUES ('delete', old.id, old.language, old.title_tok, old.body_tok);
  INSERT INTO search_fts (rowid, language, title_tok, body_tok) VALUES (new.id, new.language, new.title_tok, new.body_tok);
  UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
