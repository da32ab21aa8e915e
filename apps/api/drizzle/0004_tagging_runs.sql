CREATE TABLE "ad_change_history" (
	"organization_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"original" jsonb NOT NULL,
	"last_applied" jsonb NOT NULL,
	"last_run_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_change_history_ad_account_id_resource_name_pk" PRIMARY KEY("ad_account_id","resource_name")
);
--> statement-breakpoint
CREATE TABLE "run_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"status" text,
	"error_type" text,
	"to_utm" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"campaign_type" text,
	"campaign_format" text,
	"campaign_group_id" text,
	"campaign_group_name" text,
	"ad_group_id" text,
	"ad_group_name" text,
	"ad_id" text NOT NULL,
	"ad_name" text NOT NULL,
	"ignored_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_supported_reason" text,
	"deleted_tracking_template_params" jsonb,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"change" jsonb,
	CONSTRAINT "run_results_run_resource_unique" UNIQUE("run_id","resource_name")
);
--> statement-breakpoint
CREATE TABLE "tagging_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid,
	"ad_account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"platform_ad_account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"source" text NOT NULL,
	"update_mode" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"counts" jsonb,
	"requested_by_user_id" uuid,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_change_history" ADD CONSTRAINT "ad_change_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_change_history" ADD CONSTRAINT "ad_change_history_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_results" ADD CONSTRAINT "run_results_run_id_tagging_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tagging_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_results" ADD CONSTRAINT "run_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagging_runs" ADD CONSTRAINT "tagging_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagging_runs" ADD CONSTRAINT "tagging_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagging_runs" ADD CONSTRAINT "tagging_runs_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagging_runs" ADD CONSTRAINT "tagging_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_results_campaign_name_idx" ON "run_results" USING btree ("run_id","campaign_name","id");--> statement-breakpoint
CREATE INDEX "run_results_ad_group_name_idx" ON "run_results" USING btree ("run_id","ad_group_name","id");--> statement-breakpoint
CREATE INDEX "run_results_ad_name_idx" ON "run_results" USING btree ("run_id","ad_name","id");--> statement-breakpoint
CREATE INDEX "run_results_campaign_group_name_idx" ON "run_results" USING btree ("run_id","campaign_group_name","id");--> statement-breakpoint
CREATE INDEX "run_results_campaign_type_idx" ON "run_results" USING btree ("run_id","campaign_type","id");--> statement-breakpoint
CREATE INDEX "run_results_campaign_format_idx" ON "run_results" USING btree ("run_id","campaign_format","id");--> statement-breakpoint
CREATE INDEX "run_results_error_type_idx" ON "run_results" USING btree ("run_id","error_type","id");--> statement-breakpoint
CREATE INDEX "run_results_status_campaign_name_idx" ON "run_results" USING btree ("run_id","status","campaign_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tagging_runs_one_active_per_account" ON "tagging_runs" USING btree ("ad_account_id") WHERE "tagging_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tagging_runs_organization_created_idx" ON "tagging_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "tagging_runs_account_created_idx" ON "tagging_runs" USING btree ("ad_account_id","created_at");--> statement-breakpoint
CREATE INDEX "tagging_runs_active_heartbeat_idx" ON "tagging_runs" USING btree ("heartbeat_at") WHERE "tagging_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ad_accounts_next_run_at_idx" ON "ad_accounts" USING btree ("next_run_at") WHERE "ad_accounts"."enabled" and "ad_accounts"."next_run_at" is not null;