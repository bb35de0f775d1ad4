-- Focal points of gallery images and the founder photo (decision 036): percentages, both or neither.
ALTER TABLE "project_images" ADD COLUMN "focal_x" SMALLINT, ADD COLUMN "focal_y" SMALLINT;
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_focal_point_check" CHECK (
  ("focal_x" IS NULL AND "focal_y" IS NULL)
  OR ("focal_x" BETWEEN 0 AND 100 AND "focal_y" BETWEEN 0 AND 100)
);
ALTER TABLE "about_us" ADD COLUMN "founder_focal_x" SMALLINT, ADD COLUMN "founder_focal_y" SMALLINT;
ALTER TABLE "about_us" ADD CONSTRAINT "about_us_founder_focal_point_check" CHECK (
  ("founder_focal_x" IS NULL AND "founder_focal_y" IS NULL)
  OR ("founder_focal_x" BETWEEN 0 AND 100 AND "founder_focal_y" BETWEEN 0 AND 100)
);
