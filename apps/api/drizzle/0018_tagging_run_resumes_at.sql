DROP INDEX "tagging_runs_one_active_per_account";--> statement-breakpoint
DROP INDEX "tagging_runs_active_heartbeat_idx";--> statement-breakpoint
ALTER TABLE "tagging_runs" ADD COLUMN "resumes_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tagging_runs_one_active_per_account" ON "tagging_runs" USING btree ("ad_account_id") WHERE "tagging_runs"."state" in ('queued', 'running', 'waiting');--> statement-breakpoint
CREATE INDEX "tagging_runs_active_heartbeat_idx" ON "tagging_runs" USING btree ("heartbeat_at") WHERE "tagging_runs"."state" in ('queued', 'running', 'waiting');