CREATE TABLE "weekly_picks" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_picks_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spoken_languages" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_area" jsonb;--> statement-breakpoint
ALTER TABLE "weekly_picks" ADD CONSTRAINT "weekly_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;