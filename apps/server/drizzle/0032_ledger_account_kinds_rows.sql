-- The account kinds (ledger.tables.ts MEMBER_ACCOUNT_KINDS and HOUSE_ACCOUNT_KINDS), which the next
-- migration makes ledger_accounts.kind reference instead of a CHECK listing them: a foreign key is
-- checked when an account is created, the CHECK was parsed and evaluated on every balance update
-- (about 8% of the database's work per provider wallet call).
INSERT INTO "ledger_account_kinds" ("kind") VALUES
  ('member_cash'), ('member_locked'), ('member_bonus'), ('member_vendor'),
  ('house_deposit'), ('house_withdrawal'), ('house_game'), ('house_promotion'), ('house_commission'), ('house_adjustment');
