/**
 * Objects every Covey PostgreSQL database holds besides the collections: the case-insensitive
 * `nocase` collation (SQLite's NOCASE; `COLLATE NOCASE` in shared SQL folds to it) and the helper
 * functions the dialect compiles to (lenient JSON parsing, SQLite's strftime()). Created
 * idempotently at open under an advisory lock, so several instances may start together.
 */
export const SETUP_LOCK_KEY = 0x636f7665; // 'cove'
/** held while an instance creates tables or applies migrations (instances starting together) */
export const SCHEMA_LOCK_KEY = 0x636f7666;

export const SETUP_SQL = `
DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'nocase' AND collnamespace = current_schema()::regnamespace) THEN
    CREATE COLLATION nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
  END IF;
END $do$;

-- PARALLEL RESTRICTED: the EXCEPTION block starts a subtransaction, which a parallel worker may not
-- ("cannot start subtransactions during a parallel operation" on a large table's parallel scan)
CREATE OR REPLACE FUNCTION covey_json(v text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL RESTRICTED AS $f$
BEGIN
  IF v IS NULL OR v = '' THEN RETURN NULL; END IF;
  RETURN v::jsonb;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $f$;

CREATE OR REPLACE FUNCTION covey_num(v text) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE WHEN v ~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$' THEN v::double precision END
$f$;

-- a JSON path value as text, booleans as 1/0 (SQLite's json_extract answers 1/0 for them)
CREATE OR REPLACE FUNCTION covey_json_text(j jsonb, p text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE jsonb_typeof(j #> p) WHEN 'boolean' THEN CASE WHEN (j #> p) = 'true'::jsonb THEN '1' ELSE '0' END ELSE j #>> p END
$f$;

-- a number compared with text, as SQLite compares a number column with text: text that reads as a
-- number compares as that number, any other text sorts after every number (never equal)
CREATE OR REPLACE FUNCTION covey_cmp_num_text(a double precision, b text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL
    WHEN covey_num(b) IS NULL THEN -1
    WHEN a < covey_num(b) THEN -1 WHEN a > covey_num(b) THEN 1 ELSE 0 END
$f$;

DO $do$
DECLARE o record;
BEGIN
  FOR o IN SELECT * FROM (VALUES ('=', 'eq', '= 0'), ('<>', 'ne', '<> 0'), ('<', 'lt', '< 0'), ('<=', 'le', '<= 0'),
      ('>', 'gt', '> 0'), ('>=', 'ge', '>= 0')) AS v(op, name, test) LOOP
    EXECUTE format('CREATE OR REPLACE FUNCTION covey_num_%s_text(a double precision, b text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
      o.name, 'SELECT covey_cmp_num_text(a, b) ' || o.test);
    EXECUTE format('CREATE OR REPLACE FUNCTION covey_text_%s_num(a text, b double precision) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
      o.name, 'SELECT (- covey_cmp_num_text(b, a)) ' || o.test);
    IF NOT EXISTS (SELECT 1 FROM pg_operator WHERE oprname = o.op AND oprleft = 'double precision'::regtype AND oprright = 'text'::regtype) THEN
      EXECUTE format('CREATE OPERATOR %s (LEFTARG = double precision, RIGHTARG = text, FUNCTION = covey_num_%s_text)', o.op, o.name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_operator WHERE oprname = o.op AND oprleft = 'text'::regtype AND oprright = 'double precision'::regtype) THEN
      EXECUTE format('CREATE OPERATOR %s (LEFTARG = text, RIGHTARG = double precision, FUNCTION = covey_text_%s_num)', o.op, o.name);
    END IF;
  END LOOP;
END $do$;

-- a value as SQLite types it, for comparisons: class 1 numbers (JSON booleans as 1/0), class 2 text
-- in binary order; every number sorts before every text and never equals it (record comparison)
DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'covey_value' AND typnamespace = current_schema()::regnamespace) THEN
    CREATE TYPE covey_value AS (c integer, n double precision, t text COLLATE "C");
  END IF;
END $do$;

CREATE OR REPLACE FUNCTION covey_num_key(n double precision) RETURNS covey_value LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE WHEN n IS NULL THEN NULL ELSE ROW(1, n, '')::covey_value END
$f$;

CREATE OR REPLACE FUNCTION covey_text_key(t text) RETURNS covey_value LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE WHEN t IS NULL THEN NULL ELSE ROW(2, 0, t)::covey_value END
$f$;

-- the value at path p as SQLite's json_extract types it (objects and arrays as their JSON text)
CREATE OR REPLACE FUNCTION covey_json_key(j jsonb, p text[]) RETURNS covey_value LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE jsonb_typeof(j #> p)
    WHEN 'number' THEN covey_num_key(CASE WHEN abs((j #> p)::numeric) >= 1e308 THEN sign((j #> p)::numeric) * 'Infinity'::double precision
      WHEN abs((j #> p)::numeric) < 1e-307 THEN 0 ELSE (j #> p)::double precision END)
    WHEN 'boolean' THEN covey_num_key(CASE WHEN (j #> p) = 'true'::jsonb THEN 1 ELSE 0 END)
    WHEN 'string' THEN covey_text_key(j #>> p)
    WHEN 'null' THEN NULL
    ELSE covey_text_key((j #> p)::text) END
$f$;

CREATE OR REPLACE FUNCTION covey_json_array_slow(v text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL RESTRICTED AS $f$
DECLARE j jsonb := covey_json(v);
BEGIN
  RETURN CASE WHEN jsonb_typeof(j) = 'array' THEN j ELSE '[]'::jsonb END;
END $f$;

-- the JSON array in v, '[]' for anything else. Fast path without PL/pgSQL (inlined): a flat array of
-- strings without escapes or control characters (what multi-value fields hold) is always valid JSON
CREATE OR REPLACE FUNCTION covey_json_array(v text) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL RESTRICTED AS $f$
  SELECT CASE WHEN v ~ '^\\[("[^"\\\\[:cntrl:]]*"(,"[^"\\\\[:cntrl:]]*")*)?\\]$' THEN v::jsonb ELSE covey_json_array_slow(v) END
$f$;

CREATE OR REPLACE FUNCTION covey_strftime(fmt text, val text, VARIADIC mods text[] DEFAULT '{}') RETURNS text
LANGUAGE plpgsql STABLE PARALLEL RESTRICTED AS $f$
DECLARE
  t timestamp;
  m text;
  res text := '';
  i int := 1;
  c text;
  part text;
BEGIN
  IF fmt IS NULL OR val IS NULL OR val = '' THEN RETURN NULL; END IF;
  BEGIN
    IF lower(val) = 'now' THEN t := (now() AT TIME ZONE 'UTC');
    ELSIF val ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN t := (to_timestamp(val::float8 * 1) AT TIME ZONE 'UTC');
    ELSE t := (val::timestamptz AT TIME ZONE 'UTC');
    END IF;
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END;
  FOREACH m IN ARRAY mods LOOP
    m := lower(trim(m));
    IF m = 'start of day' THEN t := date_trunc('day', t);
    ELSIF m = 'start of month' THEN t := date_trunc('month', t);
    ELSIF m = 'start of year' THEN t := date_trunc('year', t);
    ELSIF m IN ('utc', 'localtime', 'auto', 'subsec', 'subsecond') THEN NULL;
    ELSIF m ~ '^[+-]?[0-9]+(\\.[0-9]+)? +(day|days|hour|hours|minute|minutes|second|seconds|month|months|year|years)$' THEN
      t := t + m::interval;
    ELSE RETURN NULL;
    END IF;
  END LOOP;
  WHILE i <= length(fmt) LOOP
    c := substr(fmt, i, 1);
    IF c = '%' AND i < length(fmt) THEN
      i := i + 1;
      c := substr(fmt, i, 1);
      part := CASE c
        WHEN 'Y' THEN to_char(t, 'YYYY')
        WHEN 'm' THEN to_char(t, 'MM')
        WHEN 'd' THEN to_char(t, 'DD')
        WHEN 'H' THEN to_char(t, 'HH24')
        WHEN 'M' THEN to_char(t, 'MI')
        WHEN 'S' THEN to_char(t, 'SS')
        WHEN 'f' THEN to_char(t, 'SS.MS')
        WHEN 'j' THEN to_char(t, 'DDD')
        WHEN 'w' THEN (extract(dow FROM t)::int)::text
        WHEN 'u' THEN (extract(isodow FROM t)::int)::text
        WHEN 's' THEN (floor(extract(epoch FROM t))::bigint)::text
        WHEN 'W' THEN lpad(((extract(doy FROM t)::int + 6 - ((extract(dow FROM t)::int + 6) % 7)) / 7)::text, 2, '0')
        WHEN '%' THEN '%'
        ELSE NULL END;
      IF part IS NULL THEN RETURN NULL; END IF;
      res := res || part;
    ELSE
      res := res || c;
    END IF;
    i := i + 1;
  END LOOP;
  RETURN res;
END $f$;
`;
