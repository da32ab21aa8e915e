-- Issue 26: an API key never outlives its maker's rights. Keys made before the rule are brought
-- in line once: revoked where their maker is no longer an active member of the key's
-- organization, lowered to the maker's role where the maker now holds less than the key.
UPDATE "api_keys" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "memberships"
    WHERE "memberships"."organization_id" = "api_keys"."organization_id"
      AND "memberships"."user_id" = "api_keys"."created_by_user_id"
      AND "memberships"."status" = 'active'
  );
--> statement-breakpoint
UPDATE "api_keys" SET "role" = "memberships"."role"
FROM "memberships"
WHERE "api_keys"."revoked_at" IS NULL
  AND "memberships"."organization_id" = "api_keys"."organization_id"
  AND "memberships"."user_id" = "api_keys"."created_by_user_id"
  AND "memberships"."status" = 'active'
  AND (
    ("memberships"."role" = 'member' AND "api_keys"."role" = 'admin')
    OR ("memberships"."role" = 'external' AND "api_keys"."role" IN ('admin', 'member'))
  );
