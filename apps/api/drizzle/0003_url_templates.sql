CREATE TABLE "url_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_templates_organization_platform_id_unique" UNIQUE("organization_id","platform","id")
);
--> statement-breakpoint
ALTER TABLE "url_templates" ADD CONSTRAINT "url_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_templates" ADD CONSTRAINT "url_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_templates" ADD CONSTRAINT "url_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "url_templates_organization_platform_name_unique" ON "url_templates" USING btree ("organization_id","platform",lower(trim("name")));--> statement-breakpoint
-- No template existed before this migration: any id stored until now points nowhere.
UPDATE "ad_accounts" SET "url_template_id" = NULL WHERE "url_template_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_url_template_fk" FOREIGN KEY ("organization_id","platform","url_template_id") REFERENCES "public"."url_templates"("organization_id","platform","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_accounts_url_template_id_idx" ON "ad_accounts" USING btree ("url_template_id");