CREATE TABLE "search_term_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"search_term" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"cost_micros" bigint NOT NULL,
	"conversions" double precision NOT NULL,
	"is_exclude" boolean NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"confidence" real NOT NULL,
	"signal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"resource_name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"progress" jsonb,
	"summary" jsonb,
	"requested_by_user_id" uuid,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_term_results" ADD CONSTRAINT "search_term_results_run_id_search_term_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."search_term_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_results" ADD CONSTRAINT "search_term_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_runs" ADD CONSTRAINT "search_term_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_runs" ADD CONSTRAINT "search_term_runs_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_runs" ADD CONSTRAINT "search_term_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_term_results_run_idx" ON "search_term_results" USING btree ("run_id","cost_micros");--> statement-breakpoint
CREATE UNIQUE INDEX "search_term_runs_one_pending_per_account" ON "search_term_runs" USING btree ("ad_account_id") WHERE "search_term_runs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "search_term_runs_organization_created_idx" ON "search_term_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "search_term_runs_account_created_idx" ON "search_term_runs" USING btree ("ad_account_id","created_at");