-- Every ended session (sign-out, revocation, a password change, a deletion request, an erasure,
-- a cascade from its user) is announced on the realtime channel when its transaction commits,
-- so whichever instance holds the session's event streams closes them (ADR 043).
CREATE OR REPLACE FUNCTION session_ended_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flightdeck_events', json_build_object('type', 'session_ended', 'sessionId', OLD.id, 'targetId', OLD.user_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended_announce AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION session_ended_announce();
