ALTER TABLE "ad_accounts" ADD COLUMN "auto_tagging_enabled_at" timestamp with time zone;--> statement-breakpoint
-- What the data can tell of the past: an account on now was switched on (when exactly is not
-- stored, its last change is the best guess), and one with scheduled runs was on when they ran.
-- The rest are left as never switched on.
UPDATE "ad_accounts" SET "auto_tagging_enabled_at" = COALESCE(
  CASE WHEN "enabled" THEN "updated_at" END,
  (SELECT max("tagging_runs"."created_at") FROM "tagging_runs"
    WHERE "tagging_runs"."ad_account_id" = "ad_accounts"."id" AND "tagging_runs"."source" = 'auto')
);
