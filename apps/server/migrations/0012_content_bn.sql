-- Operator texts in Bangla beside the English (issue 17): the home marquee, the maintenance notice, the sliders'
-- names and the games' names. '' (or an empty list / NULL) means "not written": the apps show the English then.
ALTER TABLE general_settings ADD COLUMN notice_bn jsonb NOT NULL DEFAULT '[]'::jsonb;
-- {title_bn, message_bn}: the Bangla of maintenance_notice (its dates are the English notice's).
ALTER TABLE general_settings ADD COLUMN maintenance_notice_bn jsonb;
ALTER TABLE sliders ADD COLUMN name_bn text NOT NULL DEFAULT '' CHECK (length(name_bn) <= 200);
ALTER TABLE games ADD COLUMN name_bn text NOT NULL DEFAULT '' CHECK (length(name_bn) <= 80);
