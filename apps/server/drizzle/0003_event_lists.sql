DROP INDEX "events_created_at_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "events_hot_idx" ON "events" USING btree ("likes_count" DESC NULLS LAST,"starts_at");--> statement-breakpoint
CREATE INDEX "events_category_created_idx" ON "events" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at" DESC NULLS LAST);