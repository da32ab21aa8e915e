ALTER TABLE "search_term_results" ADD COLUMN "matched_keyword" text;--> statement-breakpoint
ALTER TABLE "search_term_results" ADD COLUMN "match_type" text;--> statement-breakpoint
ALTER TABLE "search_term_results" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_term_results" ADD COLUMN "local_decision" jsonb;--> statement-breakpoint
ALTER TABLE "search_term_results" ADD COLUMN "rules_decision" jsonb;