CREATE TABLE "ledger_account_kinds" (
	"kind" text PRIMARY KEY NOT NULL
);
