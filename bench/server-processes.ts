import { availableParallelism } from 'node:os';

/**
 * Server processes for Flightdeck and for the floor alike (`BENCH_PROCESSES`): one per core but
 * one, the core left to PostgreSQL, which runs on the same machine here (decision 102). On two
 * cores, two server processes beside PostgreSQL's backends and the load generator took turns on
 * the cores: each request cost more CPU on both sides and waited longer for its turn.
 */
export const SERVER_PROCESSES = Number(process.env.BENCH_PROCESSES ?? Math.max(1, availableParallelism() - 1));
