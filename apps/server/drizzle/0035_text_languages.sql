ALTER TABLE "chat_messages" ADD COLUMN "text_language" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "text_language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "text_language" text;