ALTER TABLE "participants" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "told_full_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_removed_check" CHECK (not "participants"."removed" or "participants"."status" = 'Rejected');