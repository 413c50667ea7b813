-- Real visitors' Core Web Vitals (POST /api/vitals) are counted, not stored a row per page view
-- (CONTRACT "Measuring what sells", worker/db/vital-counts.ts): per UTC day, route, device class and
-- metric, one row per histogram bucket with its count; the 75th percentile is read from the buckets.

CREATE TABLE vital_counts (
  day    TEXT NOT NULL,    -- YYYY-MM-DD (UTC)
  path   TEXT NOT NULL,    -- the route table's path, or 'other'
  device TEXT NOT NULL,    -- mobile or desktop
  metric TEXT NOT NULL,    -- lcp, inp, cls, ttfb; 'n' counts the beacons (bucket 0)
  bucket INTEGER NOT NULL, -- the bucket's index (worker/db/vital-counts.ts)
  count  INTEGER NOT NULL,
  PRIMARY KEY (day, path, device, metric, bucket)
) WITHOUT ROWID;
