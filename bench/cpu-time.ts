import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time spent by processes, read from /proc: a server's process tree (its primary and each
 * server process) and PostgreSQL's processes. Divided by the requests a run answered, it gives
 * the CPU a request costs on each side, which moves far less from run to run than the requests
 * a second on a shared 2-core machine.
 */

const TICK_MS = 10;

const processIds = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);

/** utime + stime and the parent of a process, or undefined once it has gone. */
function stat(pid: number): { ticks: number; parent: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks so far of each process of a process tree. */
function treeTicks(root: number): Map<number, number> {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const pid of processIds()) {
    const found = stat(pid);
    if (!found) continue;
    ticks.set(pid, found.ticks);
    children.set(found.parent, [...(children.get(found.parent) ?? []), pid]);
  }
  const tree = new Map<number, number>();
  for (const queue = [root]; queue.length > 0; ) {
    const pid = queue.pop()!;
    if (ticks.has(pid)) tree.set(pid, ticks.get(pid)!);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU ticks so far of each of this machine's PostgreSQL processes (every database). */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of processIds()) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    const found = stat(pid);
    if (found) ticks.set(pid, found.ticks);
  }
  return ticks;
}

/** The milliseconds used between two readings by the processes alive at the second (a process that ended between them is not counted). */
function usedMs(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

/** Runs `work` and returns its result with the CPU milliseconds the server tree and PostgreSQL used meanwhile. */
export async function measureCpu<T>(serverPid: number, work: () => Promise<T>): Promise<{ result: T; serverMs: number; postgresMs: number }> {
  const server = treeTicks(serverPid);
  const postgres = postgresTicks();
  const result = await work();
  return { result, serverMs: usedMs(server, treeTicks(serverPid)), postgresMs: usedMs(postgres, postgresTicks()) };
}
