ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_member_nonnegative";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_positive";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_two_sides";