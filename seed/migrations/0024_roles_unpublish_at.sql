-- Roles and unpublishAt.
--
-- Roles (CONTRACT "Roles"): every audit row names the role the actor acted in (admin, marketing, sales;
-- "system" for the Worker's own jobs). Rows written before roles existed were written with full rights:
-- the retention job's are "system", every other one "admin".
ALTER TABLE audit_log ADD COLUMN role TEXT;
UPDATE audit_log SET role = CASE WHEN actor = 'retention' THEN 'system' ELSE 'admin' END;

-- unpublishAt (CONTRACT "Review before publish"): a published item whose unpublish_at (UTC ISO 8601,
-- ...Z) has passed is in no public read, page, sitemap, feed or search result any more. The content
-- version counts passed unpublish_at values as it counts publish_at ones (worker/db/schedule.ts), so
-- the item leaves the caches with no write and no cron.
ALTER TABLE news ADD COLUMN unpublish_at TEXT;
ALTER TABLE banners ADD COLUMN unpublish_at TEXT;
ALTER TABLE software ADD COLUMN unpublish_at TEXT;
ALTER TABLE videos ADD COLUMN unpublish_at TEXT;
ALTER TABLE update_logs ADD COLUMN unpublish_at TEXT;
CREATE INDEX news_unpublish_at ON news (unpublish_at) WHERE unpublish_at IS NOT NULL;
CREATE INDEX banners_unpublish_at ON banners (unpublish_at) WHERE unpublish_at IS NOT NULL;
CREATE INDEX software_unpublish_at ON software (unpublish_at) WHERE unpublish_at IS NOT NULL;
CREATE INDEX videos_unpublish_at ON videos (unpublish_at) WHERE unpublish_at IS NOT NULL;
CREATE INDEX update_logs_unpublish_at ON update_logs (unpublish_at) WHERE unpublish_at IS NOT NULL;

-- A video's unpublish time is a content change too (its UPDATE trigger lists columns so a counted view is not).
DROP TRIGGER videos_au;
CREATE TRIGGER videos_au AFTER UPDATE OF id, duration_seconds, uploaded_at, cover_path, video_path, sort_order, published, publish_at, unpublish_at ON videos BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

-- Search: a document is found until its item's unpublish_at (NULL: no end).
ALTER TABLE search_docs ADD COLUMN visible_until TEXT;
