CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_hash" text NOT NULL,
	"target_language" text NOT NULL,
	"source_language" text NOT NULL,
	"provider" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_source_target_unique" ON "translations" USING btree ("source_hash","target_language");--> statement-breakpoint
CREATE INDEX "translations_created_idx" ON "translations" USING btree ("created_at");