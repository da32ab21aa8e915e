ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts a sign-in provider already vouched for keep working as before; password accounts
-- prove their address with the verification e-mail.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "id" IN (SELECT "user_id" FROM "user_identities");
