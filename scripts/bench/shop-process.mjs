// The bench's shop: started as `npm start` starts it (`node <server flags> scripts/start.mjs`), timed to its first answer, and
// watched for resident memory (the whole process tree: a first start also runs a short-lived child).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SERVER_NODE_FLAGS from '../server-node-flags.json' with { type: 'json' };

/** pid → { ppid, rssKb } of every process this user can see (Linux /proc). */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid, rssKb });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** Resident memory of a process and all its descendants, in MB. */
export function treeRssMb(rootPid) {
  const table = processTable();
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += table.get(pid)?.rssKb ?? 0;
    for (const [child, { ppid }] of table) if (ppid === pid) pending.push(child);
  }
  return Math.round(total / 1024);
}

/** Samples a process tree's memory until stopped; `peakMb()` is the highest since the last `resetPeak()`. */
function memorySampler(pid, everyMs = 100) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, everyMs);
  timer.unref();
  return {
    peakMb: () => Math.max(peak, treeRssMb(pid)),
    resetPeak: () => {
      peak = 0;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Starts the shop and resolves once `readyPath` answers 200, with the time it took from the spawn. The
 * storefront and API must already be built (`buildShop`), so the figure is the start, not the build.
 */
export async function startShop({ root, port, env, readyPath = '/api/products', timeoutMs = 120_000 }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const memory = memorySampler(child.pid);
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  let answered = false;
  while (!answered) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}) before answering`);
    if (Date.now() > until) throw new Error(`${origin}${readyPath} did not answer in time`);
    try {
      answered = (await fetch(`${origin}${readyPath}`)).ok;
    } catch {}
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const firstAnswerS = Math.round((performance.now() - started) / 10) / 100;
  return {
    origin,
    firstAnswerS,
    memory,
    rssMb: () => treeRssMb(child.pid),
    async stop() {
      memory.stop();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
