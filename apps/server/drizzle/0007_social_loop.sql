CREATE TABLE "review_images" (
	"review_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "review_images_review_id_position_pk" PRIMARY KEY("review_id","position")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" double precision NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" >= 0.5 and "reviews"."rating" <= 5 and "reviews"."rating" * 2 = trunc("reviews"."rating" * 2))
);
--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_images_url_idx" ON "review_images" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_event_user_unique" ON "reviews" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_event_created_idx" ON "reviews" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "participants_waitlist_idx" ON "participants" USING btree ("event_id","id") WHERE "participants"."status" = 'Waitlisted';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seats_taken_check" CHECK ("events"."participants_count" >= 0);--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_status_check" CHECK ("participants"."status" in ('Pending', 'Approved', 'Rejected', 'Waitlisted'));