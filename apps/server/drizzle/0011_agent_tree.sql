CREATE TABLE "member_rebates" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rebates_range" CHECK ("member_rebates"."rebate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"brand_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "rebate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "affiliate_codes_agent" ON "affiliate_codes" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_kind" CHECK ("affiliate_codes"."kind" in ('member','agent'));--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_rebate" CHECK ("affiliate_codes"."rebate_bp" between 0 and 10000);--> statement-breakpoint
-- The tree is the closure of members.upline_id. An upline is fixed at insert and must be an
-- existing member of the same brand, so a new member can only hang below the existing tree:
-- no update can ever make a cycle, because upline_id never changes.
CREATE FUNCTION member_tree_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline never changes' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' AND NEW.upline_id IS NOT NULL THEN
    IF NOT EXISTS (SELECT 1 FROM members u WHERE u.id = NEW.upline_id AND u.brand_id = NEW.brand_id) THEN
      RAISE EXCEPTION 'an upline must be a member of the same brand' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER member_tree_guard BEFORE INSERT OR UPDATE OF upline_id, brand_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_guard();--> statement-breakpoint
CREATE FUNCTION member_tree_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (brand_id, ancestor_id, descendant_id, depth)
    VALUES (NEW.brand_id, NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (brand_id, ancestor_id, descendant_id, depth)
      SELECT NEW.brand_id, t.ancestor_id, NEW.id, t.depth + 1
        FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_tree_add AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_add();--> statement-breakpoint
-- Members that existed before the tree: parents before children (a recursive walk from the roots).
INSERT INTO member_tree (brand_id, ancestor_id, descendant_id, depth)
WITH RECURSIVE up(brand_id, ancestor_id, descendant_id, depth) AS (
  SELECT brand_id, id, id, 0 FROM members
  UNION ALL
  SELECT up.brand_id, m.upline_id, up.descendant_id, up.depth + 1
    FROM up JOIN members m ON m.id = up.ancestor_id
   WHERE m.upline_id IS NOT NULL AND up.depth < 1000
)
SELECT brand_id, ancestor_id, descendant_id, depth FROM up;--> statement-breakpoint
-- Rebates: nobody above its upline, and no upline lowered below one of its direct downlines.
CREATE FUNCTION member_rebates_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap integer;
  floor_bp integer;
BEGIN
  SELECT r.rebate_bp INTO cap
    FROM members m JOIN member_rebates r ON r.member_id = m.upline_id
   WHERE m.id = NEW.member_id;
  IF cap IS NOT NULL AND NEW.rebate_bp > cap THEN
    RAISE EXCEPTION 'rebate above the upline''s' USING ERRCODE = 'check_violation', CONSTRAINT = 'member_rebates_upline';
  END IF;
  SELECT max(r.rebate_bp) INTO floor_bp
    FROM members d JOIN member_rebates r ON r.member_id = d.id
   WHERE d.upline_id = NEW.member_id;
  IF floor_bp IS NOT NULL AND NEW.rebate_bp < floor_bp THEN
    RAISE EXCEPTION 'rebate below a downline''s' USING ERRCODE = 'check_violation', CONSTRAINT = 'member_rebates_downline';
  END IF;
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER member_rebates_guard BEFORE INSERT OR UPDATE ON member_rebates
  FOR EACH ROW EXECUTE FUNCTION member_rebates_guard();
