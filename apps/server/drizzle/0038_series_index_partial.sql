DROP INDEX "events_series_idx";--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","starts_at") WHERE "events"."series_id" is not null;