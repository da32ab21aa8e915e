CREATE TABLE "negative_keyword_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"level" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"shared_list" jsonb,
	"campaign_ids" jsonb NOT NULL,
	"ad_group_ids" jsonb NOT NULL,
	"failure_reason" text,
	"progress" jsonb,
	"requested_by_user_id" uuid,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "negative_keyword_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"match_type" text,
	"campaign_id" text,
	"ad_group_id" text,
	"state" text DEFAULT 'planned' NOT NULL,
	"resource_name" text,
	"code" text,
	"message" text,
	"is_overridden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "negative_keyword_batches" ADD CONSTRAINT "negative_keyword_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_keyword_batches" ADD CONSTRAINT "negative_keyword_batches_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_keyword_batches" ADD CONSTRAINT "negative_keyword_batches_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_keyword_changes" ADD CONSTRAINT "negative_keyword_changes_batch_id_negative_keyword_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."negative_keyword_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_keyword_changes" ADD CONSTRAINT "negative_keyword_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "negative_keyword_batches_one_active_per_account" ON "negative_keyword_batches" USING btree ("ad_account_id") WHERE "negative_keyword_batches"."state" in ('pending', 'undoing');--> statement-breakpoint
CREATE INDEX "negative_keyword_batches_account_created_idx" ON "negative_keyword_batches" USING btree ("ad_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "negative_keyword_changes_batch_position_idx" ON "negative_keyword_changes" USING btree ("batch_id","position");