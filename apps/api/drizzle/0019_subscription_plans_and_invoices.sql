-- Issue 29: the plan a subscription is on, who drives it (local mode or a payment provider), and
-- its invoices (local records without payment in local mode).
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"product_id" text NOT NULL,
	"billing_interval" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"pdf_url" text,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "invoices_organization_number_unique" UNIQUE("organization_id","number")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_organization_issued_idx" ON "invoices" USING btree ("organization_id","issued_at");