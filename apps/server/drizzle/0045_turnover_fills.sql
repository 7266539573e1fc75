-- What each bet event added to each turnover requirement (turnover.store.ts applyBetEvents), so a
-- vendor's rollback takes back exactly its own bet's progress. Before this table the consumer took a
-- refund back from the newest requirements, so a bet placed before a deposit and rolled back after
-- it took progress from that deposit's requirement. Bets applied before this migration have no
-- fills: a rollback of one takes nothing back (the member keeps that progress).
CREATE TABLE "turnover_fills" (
	"bet_event_id" bigint NOT NULL,
	"requirement_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "turnover_fills_pk" PRIMARY KEY("bet_event_id","requirement_id"),
	CONSTRAINT "turnover_fills_positive" CHECK ("turnover_fills"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_fills" ADD CONSTRAINT "turnover_fills_requirement_id_turnover_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."turnover_requirements"("id") ON DELETE no action ON UPDATE no action;