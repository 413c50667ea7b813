-- One number that changes whenever public content changes (docs/decisions/0022). The Worker puts it
-- in the keys of its read cache, so a publish shows as soon as the isolate re-reads it (every few
-- seconds) and a cached read never touches D1. Triggers bump it on every write to a content table,
-- so every writer (seed, admin, a hand-run SQL statement) invalidates without knowing about caches.
CREATE TABLE content_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE TRIGGER site_settings_ai AFTER INSERT ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER site_settings_au AFTER UPDATE ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER site_settings_ad AFTER DELETE ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banners_ai AFTER INSERT ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banners_au AFTER UPDATE ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banners_ad AFTER DELETE ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banner_i18n_ai AFTER INSERT ON banner_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banner_i18n_au AFTER UPDATE ON banner_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER banner_i18n_ad AFTER DELETE ON banner_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_ai AFTER INSERT ON news BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_au AFTER UPDATE ON news BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_ad AFTER DELETE ON news BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_i18n_ai AFTER INSERT ON news_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_i18n_au AFTER UPDATE ON news_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER news_i18n_ad AFTER DELETE ON news_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER products_ai AFTER INSERT ON products BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER products_au AFTER UPDATE ON products BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER products_ad AFTER DELETE ON products BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_i18n_ai AFTER INSERT ON product_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_i18n_au AFTER UPDATE ON product_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_i18n_ad AFTER DELETE ON product_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_ai AFTER INSERT ON software BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_au AFTER UPDATE ON software BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_ad AFTER DELETE ON software BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_i18n_ai AFTER INSERT ON software_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_i18n_au AFTER UPDATE ON software_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER software_i18n_ad AFTER DELETE ON software_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
-- A view counted on GET /api/videos/:id updates only `views`: that is not a publish, and bumping on
-- it would empty the cache on every view. The list's view counts lag by at most API_CACHE_SECONDS.
CREATE TRIGGER videos_ai AFTER INSERT ON videos BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER videos_au AFTER UPDATE OF id, duration_seconds, uploaded_at, cover_path, video_path, sort_order, published ON videos BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER videos_ad AFTER DELETE ON videos BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER video_i18n_ai AFTER INSERT ON video_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER video_i18n_au AFTER UPDATE ON video_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER video_i18n_ad AFTER DELETE ON video_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_logs_ai AFTER INSERT ON update_logs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_logs_au AFTER UPDATE ON update_logs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_logs_ad AFTER DELETE ON update_logs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_log_i18n_ai AFTER INSERT ON update_log_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_log_i18n_au AFTER UPDATE ON update_log_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER update_log_i18n_ad AFTER DELETE ON update_log_i18n BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
