DROP INDEX "events_host_idx";--> statement-breakpoint
DROP INDEX "events_starts_at_idx";--> statement-breakpoint
DROP INDEX "events_created_at_idx";--> statement-breakpoint
DROP INDEX "events_hot_idx";--> statement-breakpoint
DROP INDEX "events_category_created_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Fill the pieces of existing events the way the server computes them (lib/search.ts).
UPDATE "events" SET "search_grams" = coalesce((
  SELECT array_agg(DISTINCT substr(t.s, i, n))
  FROM (SELECT lower("events"."name" || ' ' || "events"."description_text") AS s) t,
       generate_series(1, 2) n,
       generate_series(1, length(t.s)) i
  WHERE i + n - 1 <= length(t.s)
), '{}');--> statement-breakpoint
CREATE INDEX "event_images_url_idx" ON "event_images" USING btree ("url");--> statement-breakpoint
CREATE INDEX "events_search_grams_idx" ON "events" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_hot_idx" ON "events" USING btree ("likes_count" DESC NULLS FIRST,"starts_at","id");--> statement-breakpoint
CREATE INDEX "events_category_created_idx" ON "events" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);