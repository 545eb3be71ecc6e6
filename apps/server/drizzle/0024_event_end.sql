-- Events posted before there were end times end two hours after their start (the default).
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "ends_at" = "starts_at" + interval '2 hours';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start_check" CHECK ("events"."ends_at" > "events"."starts_at");
