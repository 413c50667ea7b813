-- Notices (docs/decisions/0011, amendment 2026-11-26): reminders of a lead left unanswered and the weekly
-- lead report. One row per notice, made once (its id is the "sent once" key), and one delivery row per
-- chat/email channel, sent through the lead queue and its retries exactly like lead_deliveries.
CREATE TABLE notices (
  -- 'unanswered-4h:<lead id>', 'unanswered-24h:<lead id>' or 'weekly:<Monday the week began, YYYY-MM-DD>'.
  id         TEXT PRIMARY KEY,
  -- A reminder's lead: erasing the lead erases its reminders.
  lead_id    INTEGER REFERENCES consultations(id) ON DELETE CASCADE,
  -- The weekly report's figures (JSON), taken once when the notice is made, so every channel and every
  -- retry tells the same numbers.
  body       TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX notices_lead ON notices (lead_id);

CREATE TABLE notice_deliveries (
  notice_id    TEXT NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  channel      TEXT NOT NULL,
  delivery_id  TEXT NOT NULL UNIQUE,
  -- cancelled: a reminder whose lead was answered before it went out.
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dead', 'cancelled')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  last_error   TEXT,
  sent_at      TEXT,
  locked_until TEXT,
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (notice_id, channel)
) WITHOUT ROWID;
CREATE INDEX notice_deliveries_status ON notice_deliveries (status, updated_at);
