ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_type_check" CHECK ("chat_rooms"."type" in ('event'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_check" CHECK ("events"."category" in ('Social', 'Learning', 'Food', 'Activities', 'Trip', 'Games', 'Art/Fashion', 'Others'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" in ('FirstCome', 'Register'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('profile', 'event', 'review'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('male', 'Female'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ko'));