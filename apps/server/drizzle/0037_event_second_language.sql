-- The host's second version of an event's name and description (decision 77).
ALTER TABLE "events" ADD COLUMN "second_language" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "second_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "second_description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "second_summary" text;
