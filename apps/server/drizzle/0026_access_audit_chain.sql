-- Access (issue 17): the audit log becomes a hash chain per brand. Each entry's hash is SHA-256 over
-- its brand's previous entry's hash (64 zeros for the first) and every column of the entry, joined
-- by the unit separator (chr 31); the detail as jsonb's own text (keys sorted, one spacing: a
-- canonical JSON), the time in UTC to the microsecond. `npm run audit:verify` computes the same in
-- Node (modules/audit/audit-chain.ts) and walks each brand's chain.
CREATE FUNCTION audit_entry_hash(
  prev text, brand integer, operator integer, action text, target_type text, target_id text,
  detail jsonb, ip text, created_at timestamptz
) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(chr(31),
    prev, brand::text, coalesce(operator::text, ''), action, target_type, target_id, detail::text,
    coalesce(ip, ''), to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  ), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The one way an entry is written. The brand's chain head row is locked first (an upsert), so the
-- appends of one brand are serialised until their transactions end and ids follow the chain; the
-- head then moves to the new entry in the same transaction.
CREATE FUNCTION audit_append(
  p_brand integer, p_operator integer, p_action text, p_target_type text, p_target_id text,
  p_detail jsonb, p_ip text
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_prev text;
  v_hash text;
  v_id bigint;
  v_at timestamptz := now();
BEGIN
  INSERT INTO audit_chain_heads AS h (brand_id, last_id, last_hash, entries)
    VALUES (p_brand, 0, repeat('0', 64), 0)
    ON CONFLICT (brand_id) DO UPDATE SET entries = h.entries
    RETURNING h.last_hash INTO v_prev;
  v_hash := audit_entry_hash(v_prev, p_brand, p_operator, p_action, p_target_type, p_target_id, p_detail, p_ip, v_at);
  INSERT INTO audit_log (brand_id, operator_id, action, target_type, target_id, detail, ip, created_at, prev_hash, hash)
    VALUES (p_brand, p_operator, p_action, p_target_type, p_target_id, p_detail, p_ip, v_at, v_prev, v_hash)
    RETURNING id INTO v_id;
  UPDATE audit_chain_heads SET last_id = v_id, last_hash = v_hash, entries = entries + 1 WHERE brand_id = p_brand;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- Entries written before the chain existed are chained now, in id order per brand, so an upgraded
-- database verifies. (The append-only trigger is paused for this one backfill, inside this migration.)
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  v_brand integer := NULL;
  v_prev text;
  v_hash text;
  v_last bigint;
  v_n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY brand_id, id LOOP
    IF v_brand IS DISTINCT FROM r.brand_id THEN
      IF v_brand IS NOT NULL THEN
        INSERT INTO audit_chain_heads (brand_id, last_id, last_hash, entries) VALUES (v_brand, v_last, v_prev, v_n);
      END IF;
      v_brand := r.brand_id;
      v_prev := repeat('0', 64);
      v_n := 0;
    END IF;
    v_hash := audit_entry_hash(v_prev, r.brand_id, r.operator_id, r.action, r.target_type, r.target_id, r.detail, r.ip, r.created_at);
    UPDATE audit_log SET prev_hash = v_prev, hash = v_hash WHERE id = r.id;
    v_prev := v_hash;
    v_last := r.id;
    v_n := v_n + 1;
  END LOOP;
  IF v_brand IS NOT NULL THEN
    INSERT INTO audit_chain_heads (brand_id, last_id, last_hash, entries) VALUES (v_brand, v_last, v_prev, v_n);
  END IF;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
-- Every entry is chained from now on (audit_append writes both columns).
ALTER TABLE audit_log ADD CONSTRAINT audit_log_chained CHECK (prev_hash IS NOT NULL AND hash IS NOT NULL);
