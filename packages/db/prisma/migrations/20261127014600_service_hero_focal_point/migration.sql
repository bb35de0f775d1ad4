-- Focal point of service hero images (decision 036): percentages, both or neither.
ALTER TABLE "services" ADD COLUMN "hero_focal_x" SMALLINT, ADD COLUMN "hero_focal_y" SMALLINT;
ALTER TABLE "services" ADD CONSTRAINT "services_hero_focal_point_check" CHECK (
  ("hero_focal_x" IS NULL AND "hero_focal_y" IS NULL)
  OR ("hero_focal_x" BETWEEN 0 AND 100 AND "hero_focal_y" BETWEEN 0 AND 100)
);
