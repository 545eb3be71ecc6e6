DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" jsonb;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_bulk_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null and "mail_outbox"."template" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null and "mail_outbox"."template" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_rendered_or_template" CHECK (("mail_outbox"."subject" is not null and "mail_outbox"."text" is not null and "mail_outbox"."html" is not null) or "mail_outbox"."template" is not null);