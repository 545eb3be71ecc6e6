CREATE TABLE "retained_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retained_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"closed_user_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retained_records_kind_check" CHECK ("retained_records"."kind" in ('contract', 'complaint'))
);
--> statement-breakpoint
CREATE INDEX "retained_records_expires_idx" ON "retained_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "retained_records_closed_user_idx" ON "retained_records" USING btree ("closed_user_id");