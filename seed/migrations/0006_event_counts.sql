-- Visits, form events and module clicks are counted, not stored a row per event (CONTRACT "Measuring
-- what sells", worker/db/event-counts.ts): per UTC day, kind and dimension, one row per key. The raw
-- rows and the per-day totals of the old retention fold move into the counters, then their tables go.

CREATE TABLE event_counts (
  day   TEXT NOT NULL,              -- YYYY-MM-DD (UTC)
  kind  TEXT NOT NULL,              -- visit, form_view, form_start, click
  dim   TEXT NOT NULL,              -- page, language, country, source, campaign, referrer, device, module
  key   TEXT NOT NULL,              -- the value; '(none)' when the event has none, 'other' for the rest
  count INTEGER NOT NULL,
  err   INTEGER NOT NULL DEFAULT 0, -- free dimensions: the part of count inherited from an evicted name
  PRIMARY KEY (day, kind, dim, key)
) WITHOUT ROWID;

-- The route table's paths as of this migration (common/route-table.ts), by their lower-case form.
CREATE TABLE migration_routes (lower_path TEXT PRIMARY KEY, path TEXT NOT NULL);
INSERT INTO migration_routes (lower_path, path) VALUES
  ('/pc_index', '/pc_index'), ('/pc_index/news', '/pc_index/news'), ('/pc_index/newsdetail', '/pc_index/newsDetail'),
  ('/digital', '/digital'), ('/digital/airoad', '/digital/airoad'), ('/digital/eicad', '/digital/eicad'),
  ('/digital/report3d', '/digital/report3d'), ('/digital/vrroad', '/digital/vrroad'), ('/intelligent', '/intelligent'),
  ('/intelligent/management', '/intelligent/management'), ('/intelligent/smartsite', '/intelligent/smartSite'),
  ('/intelligent/prefabrication', '/intelligent/prefabrication'), ('/dtwin', '/dtwin'), ('/academy', '/academy'),
  ('/download', '/download'), ('/phone_index', '/phone_index'), ('/solutions', '/solutions'), ('/cases', '/cases'),
  ('/about', '/about'), ('/help', '/help'), ('/updatelog', '/updateLog'), ('/updatelogdetail', '/updateLogDetail');

-- Each raw visit's keys, as worker/lib/event-keys.ts derives them.
CREATE TABLE migration_visits AS
SELECT v.day,
       coalesce(r.path, 'other') AS page,
       v.language, v.country, v.source,
       CASE WHEN v.referrer IS NULL OR v.referrer = '' THEN '(none)'
            WHEN lower(v.referrer) NOT LIKE 'http://%' AND lower(v.referrer) NOT LIKE 'https://%' THEN 'other'
            ELSE coalesce(nullif(lower(substr(v.rest, 1, min(instr(v.rest || '/', '/'), instr(v.rest || '?', '?'),
                   instr(v.rest || '#', '#'), instr(v.rest || ':', ':')) - 1)), ''), 'other') END AS referrer,
       CASE WHEN v.ua IS NULL OR v.ua = '' THEN '(none)'
            WHEN v.ua LIKE '%bot%' OR v.ua LIKE '%crawl%' OR v.ua LIKE '%spider%' OR v.ua LIKE '%slurp%' OR v.ua LIKE '%headless%'
              OR v.ua LIKE '%lighthouse%' OR v.ua LIKE '%curl%' OR v.ua LIKE '%wget%' OR v.ua LIKE '%python%' OR v.ua LIKE '%java/%' THEN 'bot'
            WHEN v.ua LIKE '%ipad%' OR v.ua LIKE '%tablet%' OR v.ua LIKE '%kindle%' OR v.ua LIKE '%silk%' OR v.ua LIKE '%playbook%'
              OR (v.ua LIKE '%android%' AND v.ua NOT LIKE '%mobile%') THEN 'tablet'
            WHEN v.ua LIKE '%mobi%' OR v.ua LIKE '%iphone%' OR v.ua LIKE '%ipod%' OR v.ua LIKE '%android%' OR v.ua LIKE '%windows phone%' THEN 'mobile'
            ELSE 'desktop' END AS device
FROM (
  SELECT substr(created_at, 1, 10) AS day,
         lower(rtrim(CASE WHEN instr(path, '?') > 0 THEN substr(path, 1, instr(path, '?') - 1) ELSE path END, '/')) AS lower_path,
         coalesce(language, '(none)') AS language,
         coalesce(nullif(substr(trim(country), 1, 100), ''), '(none)') AS country,
         coalesce(nullif(substr(trim(utm_source), 1, 100), ''), '(none)') AS source,
         referrer, substr(referrer, instr(referrer, '//') + 2) AS rest, trim(user_agent) AS ua
  FROM visits
) AS v LEFT JOIN migration_routes AS r ON r.lower_path = v.lower_path;

-- Fixed dimensions: every key. (Lists are json_each rows: D1 allows few terms in a compound SELECT.)
INSERT INTO event_counts (day, kind, dim, key, count)
SELECT day, 'visit', dim, key, count(*) FROM (
  SELECT v.day, d.value AS dim,
         CASE d.value WHEN 'page' THEN v.page WHEN 'language' THEN v.language WHEN 'device' THEN v.device ELSE '(none)' END AS key
  FROM migration_visits AS v, json_each('["page", "language", "device", "campaign"]') AS d
) GROUP BY day, dim, key;

-- Free dimensions: the day's 50 most frequent names, the rest as 'other'.
INSERT INTO event_counts (day, kind, dim, key, count)
SELECT day, 'visit', dim, shown, sum(n) FROM (
  SELECT day, dim, n, CASE WHEN key IN ('(none)', 'other') OR rank <= 50 THEN key ELSE 'other' END AS shown FROM (
    SELECT day, dim, key, n, row_number() OVER (PARTITION BY day, dim ORDER BY key IN ('(none)', 'other'), n DESC, key) AS rank FROM (
      SELECT day, dim, key, count(*) AS n FROM (
        SELECT v.day, d.value AS dim, CASE d.value WHEN 'country' THEN v.country WHEN 'source' THEN v.source ELSE v.referrer END AS key
        FROM migration_visits AS v, json_each('["country", "source", "referrer"]') AS d
      ) GROUP BY day, dim, key
    )
  )
) GROUP BY day, dim, shown;

-- Days the old fold already reduced to counts per path: their other dimensions are unknown, '(none)'.
INSERT INTO event_counts (day, kind, dim, key, count)
SELECT d.day, 'visit', 'page', coalesce(r.path, 'other') AS key, sum(d.count) FROM visit_daily AS d
  LEFT JOIN migration_routes AS r ON r.lower_path = lower(rtrim(CASE WHEN instr(d.path, '?') > 0 THEN substr(d.path, 1, instr(d.path, '?') - 1) ELSE d.path END, '/'))
WHERE true GROUP BY d.day, key
ON CONFLICT (day, kind, dim, key) DO UPDATE SET count = event_counts.count + excluded.count;

INSERT INTO event_counts (day, kind, dim, key, count)
SELECT v.day, 'visit', d.value, '(none)', sum(v.count)
FROM visit_daily AS v, json_each('["language", "country", "source", "campaign", "referrer", "device"]') AS d
WHERE true GROUP BY v.day, d.value
ON CONFLICT (day, kind, dim, key) DO UPDATE SET count = event_counts.count + excluded.count;

-- Module clicks, raw and folded.
INSERT INTO event_counts (day, kind, dim, key, count)
SELECT day, 'click', dim, key, count(*) FROM (
  SELECT substr(c.created_at, 1, 10) AS day, d.value AS dim, CASE d.value WHEN 'module' THEN c.module ELSE coalesce(c.language, '(none)') END AS key
  FROM module_clicks AS c, json_each('["module", "language"]') AS d
) GROUP BY day, dim, key;

INSERT INTO event_counts (day, kind, dim, key, count)
SELECT c.day, 'click', d.value, CASE d.value WHEN 'module' THEN c.module ELSE '(none)' END AS key, sum(c.count)
FROM module_click_daily AS c, json_each('["module", "language"]') AS d
WHERE true GROUP BY c.day, d.value, key
ON CONFLICT (day, kind, dim, key) DO UPDATE SET count = event_counts.count + excluded.count;

DROP TABLE migration_visits;
DROP TABLE migration_routes;
DROP TABLE visits;
DROP TABLE module_clicks;
DROP TABLE visit_daily;
DROP TABLE module_click_daily;
