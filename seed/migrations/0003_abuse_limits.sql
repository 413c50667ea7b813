-- Abuse limits (docs/decisions/0012-threat-model.md): lead status and bot-check flag, scoped
-- idempotency, daily totals of folded events, once-an-hour video views, and an audit log.

-- Ops workflow state of a lead (CONTRACT "Ops (admin)").
ALTER TABLE consultations ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
-- 1 when the bot check was on but Turnstile's siteverify could not be reached: stored, never lost.
ALTER TABLE consultations ADD COLUMN unverified INTEGER NOT NULL DEFAULT 0;
-- SHA-256 of the request body that first used the idempotency key (same key, other body: 422).
-- idempotency_key itself now holds "<client ip hash>:<key>", so keys are scoped to the client.
ALTER TABLE consultations ADD COLUMN idempotency_body TEXT;

-- Raw visits and module clicks older than EVENT_RETENTION_DAYS are folded into these per-day
-- totals by the daily cron (worker/jobs/fold-events.ts) and deleted.
CREATE TABLE visit_daily (
  day   TEXT NOT NULL, -- YYYY-MM-DD (UTC)
  path  TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
CREATE TABLE module_click_daily (
  day    TEXT NOT NULL,
  module TEXT NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (day, module)
) WITHOUT ROWID;

-- One row per (client, video, hour) that already counted a view; rows of past hours are swept daily.
CREATE TABLE video_views (
  view_key TEXT PRIMARY KEY, -- HMAC of client, video id and hour
  hour     TEXT NOT NULL     -- YYYY-MM-DDTHH (UTC), for the sweep
) WITHOUT ROWID;
CREATE INDEX video_views_hour ON video_views (hour);

-- What ops did, never the data it touched (an erased lead leaves only its id here).
CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor       TEXT NOT NULL,
  action      TEXT NOT NULL,
  resource    TEXT NOT NULL,
  resource_id TEXT
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
