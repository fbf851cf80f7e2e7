import type { Writable } from 'node:stream';
import pg from 'pg';

/** A pipelined connection; `corked` while a turn of the event loop writes to it. */
type Lane = { client: pg.Client; inFlight: number; corked: boolean };

/** The stream a client writes to: its socket, or the TLS stream over it once TLS is set up (pg's type declarations leave it out). */
const streamOf = (client: pg.Client) => (client as unknown as { connection: { stream: Writable } }).connection.stream;

/**
 * A connection pool whose prepared (named) statements outside a transaction go on pipelined
 * connections (decision 097). Those are the statements the server runs for nearly every request
 * (a list's page, a case study, a search, the session): on a pipelined connection each is written
 * at once, behind those still running, instead of waiting for a pooled connection to come back, and
 * PostgreSQL answers them back to back. Everything else (a transaction, an unnamed statement, which
 * may be long) takes a connection of the pool as before, so a long statement never holds up the
 * short ones queued behind it on a lane.
 *
 * The statements that the requests of one turn of the event loop write on a lane leave in one
 * write (decision 105): the lane's socket is corked at the first and uncorked once the turn's
 * I/O callbacks have run, so a busy server makes one system call for many statements, and
 * PostgreSQL reads them at once.
 *
 * A lane whose connection fails or ends is let go: the statements on it fail, as those on a pooled
 * connection would, and the next statement opens another.
 */
export class PipelinedPool extends pg.Pool {
  private readonly lanes: (Lane | null)[];
  private readonly laneConfig: pg.ClientConfig;
  private readonly onLaneLost: (error: Error) => void;
  private closed = false;

  constructor(config: pg.PoolConfig & { pipelines: number; onLaneLost?: (error: Error) => void }) {
    const { pipelines, onLaneLost = () => undefined, ...poolConfig } = config;
    super(poolConfig);
    this.onLaneLost = onLaneLost;
    // The pool's connection settings (a client ignores the pool's own, such as max); `pipeline` is
    // pg's own option (8.23), not yet in its type declarations.
    this.laneConfig = { ...poolConfig, pipeline: true } as pg.ClientConfig;
    this.lanes = Array.from({ length: pipelines }, () => null);
  }

  // pg's overloads (callbacks, submittables) all arrive here; only a promise-returning named statement takes a lane.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const named = typeof config === 'object' && config !== null && typeof config.name === 'string' && typeof config.submit !== 'function';
    if (!named || typeof values === 'function' || typeof callback === 'function' || this.closed || this.lanes.length === 0) {
      return super.query(config, values, callback);
    }
    const lane = this.leastBusyLane();
    lane.inFlight += 1;
    if (!lane.corked) {
      const stream = streamOf(lane.client);
      lane.corked = true;
      stream.cork();
      setImmediate(() => {
        lane.corked = false;
        stream.uncork();
      });
    }
    return (lane.client.query(config, values) as Promise<pg.QueryResult>).finally(() => {
      lane.inFlight -= 1;
    });
  }

  override async end(): Promise<void> {
    this.closed = true;
    const open = this.lanes.filter((lane): lane is Lane => lane !== null);
    this.lanes.fill(null);
    await Promise.all([super.end(), ...open.map((lane) => lane.client.end().catch(() => undefined))]);
  }

  /** Pipelined connections open now (the pool's own `totalCount` does not count them). */
  get pipelinedCount(): number {
    return this.lanes.filter((lane) => lane !== null).length;
  }

  /** Statements written on the pipelined connections and not yet answered. */
  get pipelinedInFlight(): number {
    return this.lanes.reduce((sum, lane) => sum + (lane?.inFlight ?? 0), 0);
  }

  private leastBusyLane(): Lane {
    let best = 0;
    for (let index = 0; index < this.lanes.length; index += 1) {
      const lane = this.lanes[index];
      if (!lane) {
        best = index;
        break;
      }
      if (lane.inFlight < this.lanes[best]!.inFlight) best = index;
    }
    return this.lanes[best] ?? this.openLane(best);
  }

  private openLane(index: number): Lane {
    const lane: Lane = { client: new pg.Client(this.laneConfig), inFlight: 0, corked: false };
    const letGo = () => {
      if (this.lanes[index] === lane) this.lanes[index] = null;
    };
    // The statements on it fail with the error; the next statement opens another lane.
    lane.client.on('error', (error) => {
      letGo();
      this.onLaneLost(error);
    });
    lane.client.on('end', letGo);
    // Statements written before the connection is made wait for it, and fail with it.
    lane.client.connect().catch(letGo);
    this.lanes[index] = lane;
    return lane;
  }
}
