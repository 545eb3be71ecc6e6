-- Events by place (decision 78): a box of the map's view (core GiST on point), the nearest first
-- (GiST on a cube: the point on the unit sphere, whose straight-line order is the great-circle one).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE INDEX "events_map_point_idx" ON "events" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "events_globe_point_idx" ON "events" USING gist (cube(array[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))]));