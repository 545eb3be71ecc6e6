CREATE TABLE "moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" uuid,
	"admin_user_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_user" uuid,
	"target_user_id" text,
	"target_username" text,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"undoes" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_log_action_check" CHECK ("moderation_log"."action" in ('dismiss', 'hide', 'warn', 'suspend', 'undo', 'grantAdmin', 'revokeAdmin'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_log_undoes_unique" ON "moderation_log" USING btree ("undoes");--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_log_target_idx" ON "moderation_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","target_id","created_at") WHERE "reports"."resolved_by" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('applicationReceived', 'accepted', 'rejected', 'removed', 'promoted', 'eventCancelled', 'guestCancelled', 'newReview', 'followedHostEvent', 'reminder', 'reportOutcome', 'hostMessage', 'accountWarning'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" in ('actioned', 'dismissed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('message', 'event', 'review', 'user'));
--> statement-breakpoint
-- The audit log is written once (decision 76): no change, and no deletion before the three years complaints are kept.
CREATE FUNCTION "moderation_log_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '3 years' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'the moderation log cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_log_write_once" BEFORE UPDATE OR DELETE ON "moderation_log"
	FOR EACH ROW EXECUTE FUNCTION "moderation_log_write_once"();
