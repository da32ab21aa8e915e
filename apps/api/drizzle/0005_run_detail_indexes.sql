DROP INDEX "run_results_status_campaign_name_idx";--> statement-breakpoint
DROP INDEX "run_results_campaign_name_idx";--> statement-breakpoint
DROP INDEX "run_results_ad_group_name_idx";--> statement-breakpoint
DROP INDEX "run_results_ad_name_idx";--> statement-breakpoint
DROP INDEX "run_results_campaign_group_name_idx";--> statement-breakpoint
DROP INDEX "run_results_campaign_type_idx";--> statement-breakpoint
DROP INDEX "run_results_campaign_format_idx";--> statement-breakpoint
DROP INDEX "run_results_error_type_idx";--> statement-breakpoint
CREATE INDEX "run_results_status_idx" ON "run_results" USING btree ("run_id","status","id") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_id_idx" ON "run_results" USING btree ("run_id","campaign_id") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_ad_group_id_idx" ON "run_results" USING btree ("run_id","ad_group_id") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_ad_id_idx" ON "run_results" USING btree ("run_id","ad_id") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_group_id_idx" ON "run_results" USING btree ("run_id","campaign_group_id") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_name_idx" ON "run_results" USING btree ("run_id","campaign_name","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_ad_group_name_idx" ON "run_results" USING btree ("run_id","ad_group_name","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_ad_name_idx" ON "run_results" USING btree ("run_id","ad_name","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_group_name_idx" ON "run_results" USING btree ("run_id","campaign_group_name","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_type_idx" ON "run_results" USING btree ("run_id","campaign_type","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_campaign_format_idx" ON "run_results" USING btree ("run_id","campaign_format","id","status") WHERE "run_results"."status" is not null;--> statement-breakpoint
CREATE INDEX "run_results_error_type_idx" ON "run_results" USING btree ("run_id","error_type","id","status") WHERE "run_results"."status" is not null;