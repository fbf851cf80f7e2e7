-- Trigram indexes for case-insensitive substring search (the schema migration creates them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
