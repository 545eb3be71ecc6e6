CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"hours" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_reminders_event_id_user_id_hours_starts_at_pk" PRIMARY KEY("event_id","user_id","hours","starts_at"),
	CONSTRAINT "event_reminders_hours_check" CHECK ("event_reminders"."hours" in (24, 2))
);
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reminders_user_idx" ON "event_reminders" USING btree ("user_id");