-- Initial schema. Translatable content keeps language-neutral fields in a base table and
-- one row per language in a *_i18n table, so ids are shared between the zh and en sites.

CREATE TABLE site_settings (
  language       TEXT PRIMARY KEY CHECK (language IN ('zh', 'en')),
  brand_name     TEXT NOT NULL,
  hotline        TEXT NOT NULL,
  contact_person TEXT NOT NULL,
  phone          TEXT NOT NULL,
  whatsapp       TEXT NOT NULL,
  email          TEXT NOT NULL,
  saas_url       TEXT NOT NULL,
  qr_path        TEXT NOT NULL,
  facts_json     TEXT NOT NULL DEFAULT '[]', -- [{ "value": "2018", "label": "..." }]
  updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE banners (
  id          INTEGER PRIMARY KEY,
  sort_order  INTEGER NOT NULL DEFAULT 0,
  bg_type     TEXT NOT NULL CHECK (bg_type IN ('1', '2')), -- '1' image, '2' video
  bg_path     TEXT NOT NULL,                                -- site-relative, /files/...
  poster_path TEXT,                                         -- still frame for video slides
  jump_to_url TEXT NOT NULL,
  published   INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE banner_i18n (
  banner_id     INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  language      TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  big_headline  TEXT NOT NULL,
  subtitle      TEXT NOT NULL,
  description   TEXT NOT NULL,
  button_labels TEXT NOT NULL,
  PRIMARY KEY (banner_id, language)
);
CREATE INDEX banners_order ON banners (published, sort_order);

CREATE TABLE news (
  id             INTEGER PRIMARY KEY,
  tab            TEXT NOT NULL CHECK (tab IN ('quick', 'company', 'notice', 'industry', 'video')),
  cover_path     TEXT NOT NULL,
  effective_time TEXT NOT NULL, -- ISO 8601
  published      INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE news_i18n (
  news_id  INTEGER NOT NULL REFERENCES news(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  title    TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  content  TEXT NOT NULL, -- HTML, sanitised on the way out
  PRIMARY KEY (news_id, language)
);
CREATE INDEX news_latest ON news (published, effective_time DESC, id DESC);
CREATE INDEX news_tab_latest ON news (tab, published, effective_time DESC, id DESC);

CREATE TABLE products (
  id         TEXT PRIMARY KEY,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE product_i18n (
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  language   TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  name       TEXT NOT NULL,
  PRIMARY KEY (product_id, language)
);

CREATE TABLE software (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('software', 'manual')),
  version    TEXT NOT NULL,
  size       INTEGER NOT NULL,   -- bytes
  r2_key     TEXT NOT NULL,      -- hashed key, e.g. manuals/EICAD-User-Manual-3fa2c9d1.pdf
  updated_at TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  published  INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE software_i18n (
  software_id INTEGER NOT NULL REFERENCES software(id) ON DELETE CASCADE,
  language    TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  name        TEXT NOT NULL,
  summary     TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (software_id, language)
);
CREATE INDEX software_kind ON software (published, kind, sort_order);

CREATE TABLE videos (
  id               INTEGER PRIMARY KEY,
  duration_seconds INTEGER NOT NULL,
  views            INTEGER NOT NULL DEFAULT 0,
  uploaded_at      TEXT NOT NULL,
  cover_path       TEXT NOT NULL,
  video_path       TEXT NOT NULL,
  sort_order       INTEGER NOT NULL DEFAULT 0,
  published        INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE video_i18n (
  video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  title    TEXT NOT NULL,
  intro    TEXT NOT NULL,
  PRIMARY KEY (video_id, language)
);
CREATE INDEX videos_order ON videos (published, sort_order);

CREATE TABLE update_logs (
  id          INTEGER PRIMARY KEY,
  version     TEXT NOT NULL,
  released_at TEXT NOT NULL
);
CREATE TABLE update_log_i18n (
  update_log_id INTEGER NOT NULL REFERENCES update_logs(id) ON DELETE CASCADE,
  language      TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  title         TEXT NOT NULL,
  content       TEXT NOT NULL,
  PRIMARY KEY (update_log_id, language)
);
CREATE INDEX update_logs_latest ON update_logs (released_at DESC, id DESC);

-- Leads. Never deleted by the application.
CREATE TABLE consultations (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id      TEXT,
  product_name    TEXT,
  customer_name   TEXT NOT NULL,
  ac              TEXT,
  phone           TEXT NOT NULL,
  email           TEXT NOT NULL,
  guestbook       TEXT,
  form_shape      TEXT NOT NULL DEFAULT 'current' CHECK (form_shape IN ('current', 'legacy')),
  language        TEXT NOT NULL,
  page            TEXT,
  referrer        TEXT,
  utm_source      TEXT,
  utm_medium      TEXT,
  utm_campaign    TEXT,
  utm_term        TEXT,
  utm_content     TEXT,
  user_agent      TEXT,
  country         TEXT,
  ip_hash         TEXT,
  idempotency_key TEXT UNIQUE,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX consultations_created ON consultations (created_at DESC, id DESC);

CREATE TABLE visits (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  path       TEXT NOT NULL,
  referrer   TEXT,
  language   TEXT,
  screen     TEXT,
  user_agent TEXT,
  country    TEXT,
  ip_hash    TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX visits_created ON visits (created_at, path);

CREATE TABLE module_clicks (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  module     TEXT NOT NULL CHECK (module IN ('1', '2', '3', '4', '5', '6')),
  language   TEXT,
  ip_hash    TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX module_clicks_created ON module_clicks (created_at, module);
