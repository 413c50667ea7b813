-- Consent to the privacy notice (issue 26, CONTRACT "consent"). A lead sent by the current form on /api
-- records when the visitor consented (the server's clock: the lead's own created_at) and which version
-- of the privacy text the form showed. NULL in both: consent not recorded (the older body shape,
-- /open-api, and every lead stored before this migration).
ALTER TABLE consultations ADD COLUMN consent_at TEXT;
ALTER TABLE consultations ADD COLUMN privacy_version TEXT;
