-- Events by place (decision 78): a btree on the point for the map's view, and the nearest first
-- (GiST on a cube: the point on the unit sphere, whose straight-line order is the great-circle one).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE INDEX "events_latitude_longitude_idx" ON "events" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "events_globe_point_idx" ON "events" USING gist (cube(array[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))]));