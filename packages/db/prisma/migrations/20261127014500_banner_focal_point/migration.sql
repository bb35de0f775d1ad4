-- Focal point of banner images (decision 036): percentages, both or neither.
ALTER TABLE "banners" ADD COLUMN "focal_x" SMALLINT, ADD COLUMN "focal_y" SMALLINT;
ALTER TABLE "banners" ADD CONSTRAINT "banners_focal_point_check" CHECK (
  ("focal_x" IS NULL AND "focal_y" IS NULL)
  OR ("focal_x" BETWEEN 0 AND 100 AND "focal_y" BETWEEN 0 AND 100)
);
