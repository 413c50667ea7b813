-- Lead notifications (CONTRACT "Lead notifications"): one row per (lead, configured channel), written in
-- the same D1 batch as the lead (an outbox), so a lost queue message is found again by the sweep.
-- WITHOUT ROWID: inserting delivery rows must not move last_insert_rowid(), which the lead insert's
-- batch reads to find the lead it just stored.
CREATE TABLE lead_deliveries (
  lead_id      INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
  channel      TEXT NOT NULL,
  -- Sent to the receiver as X-Webhook-Id / the event id: the same on every retry.
  delivery_id  TEXT NOT NULL UNIQUE,
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dead')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  last_error   TEXT,
  sent_at      TEXT,
  -- A consumer holds a delivery while it sends it, so a duplicate queue message cannot send it twice.
  locked_until TEXT,
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (lead_id, channel)
) WITHOUT ROWID;
CREATE INDEX lead_deliveries_status ON lead_deliveries (status, updated_at);
