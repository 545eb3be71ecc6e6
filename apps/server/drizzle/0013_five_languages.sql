ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_locale_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_locale_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'ko', 'zh-CN', 'vi', 'ja'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ko', 'zh-CN', 'vi', 'ja'));