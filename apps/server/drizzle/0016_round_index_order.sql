DROP INDEX "provider_transactions_round";--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("round_id","vendor","brand_id");