-- Text search over event names and descriptions: trigram index for ILIKE '%…%' (Hangul included).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_trgm_idx" ON "events" USING gin (("name" || ' ' || "description_text") gin_trgm_ops);
