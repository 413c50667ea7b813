-- Roles (CONTRACT "Roles"): every audit row names the role the actor acted in (admin, marketing, sales;
-- "system" for the Worker's own jobs). Rows written before roles existed were written with full rights:
-- the retention job's are "system", every other one "admin".
ALTER TABLE audit_log ADD COLUMN role TEXT;
UPDATE audit_log SET role = CASE WHEN actor = 'retention' THEN 'system' ELSE 'admin' END;
