-- Uploads made before this column count as 0 bytes: they are either in use or removed within a day.
ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "bytes" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image");
