-- Issue 27: the first answer to each Idempotency-Key, per organization and caller, kept a day.
CREATE TABLE "idempotency_keys" (
	"organization_id" uuid NOT NULL,
	"caller_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_organization_id_caller_id_key_pk" PRIMARY KEY("organization_id","caller_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");