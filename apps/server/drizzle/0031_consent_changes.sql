CREATE TABLE "consent_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"given" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_changes_kind_check" CHECK ("consent_changes"."kind" in ('terms', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_changes_user_idx" ON "consent_changes" USING btree ("user_id","at");--> statement-breakpoint
-- The consents given before the history was kept, at the moments users remembers.
INSERT INTO "consent_changes" ("user_id", "kind", "given", "at") SELECT "id", 'terms', true, "terms_accepted_at" FROM "users" WHERE "terms_accepted_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "consent_changes" ("user_id", "kind", "given", "at") SELECT "id", 'marketing', true, "marketing_consent_at" FROM "users" WHERE "marketing_consent_at" IS NOT NULL;
