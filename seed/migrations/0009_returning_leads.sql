-- Returning leads (issue 27): a lead whose e-mail or phone matches a lead of the last 90 days is linked
-- to it when it is stored, so the inbox and the notifications can say "returning".
--
-- The match keys are generated from the stored columns (no backfill, no second place to keep in step):
-- the e-mail lower-cased and trimmed; the phone as its area code and digits (the validated phone holds
-- only digits, spaces and dashes, the area code "+" and digits). VIRTUAL: computed on read, indexed.
ALTER TABLE consultations ADD COLUMN email_key TEXT GENERATED ALWAYS AS (lower(trim(email))) VIRTUAL;
ALTER TABLE consultations ADD COLUMN phone_key TEXT
  GENERATED ALWAYS AS (replace(replace(replace(coalesce(ac, '') || phone, '+', ''), ' ', ''), '-', '')) VIRTUAL;
CREATE INDEX consultations_email_key ON consultations (email_key, created_at);
CREATE INDEX consultations_phone_key ON consultations (phone_key, created_at);

-- One row per (lead, earlier lead it matched). Erasing either lead erases the link (ON DELETE CASCADE),
-- so no link ever names an erased lead. WITHOUT ROWID: writing links must not move last_insert_rowid(),
-- which the lead insert's batch reads (see lead_deliveries).
CREATE TABLE lead_links (
  lead_id    INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
  earlier_id INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
  PRIMARY KEY (lead_id, earlier_id)
) WITHOUT ROWID;
CREATE INDEX lead_links_earlier ON lead_links (earlier_id);
