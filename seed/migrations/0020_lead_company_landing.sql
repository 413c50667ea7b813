-- Where a lead came from and who it is for (issue 33, CONTRACT "Writes" and "Browser storage"):
-- `company` is the visitor's organisation (optional, up to 200 characters); `landing_page` is the
-- visit's first page, path and query, as the browser kept it for the visit (sessionStorage), while
-- `page` stays the page the form was sent from. NULL: not given (every lead stored before this
-- migration, the older body shape, a client that keeps no attribution).
ALTER TABLE consultations ADD COLUMN company TEXT;
ALTER TABLE consultations ADD COLUMN landing_page TEXT;
