import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** The share of an interval the event loop may have been busy for it still to count as idle. */
const IDLE_UTILISATION = 0.02;
/** How much the heap must have grown since the last compaction for another one to be worth its pause. */
const GROWTH_BYTES = 4 * 1024 * 1024;

export interface IdleHeapCompactionOptions {
  /** A full collection: `globalThis.gc`, there when Node runs with `--expose-gc`. */
  gc?: () => void;
  intervalMs?: number;
  /** The event loop's utilisation since the previous call (0 … 1). */
  utilisationSinceLast?: () => number;
  heapUsedBytes?: () => number;
}

/**
 * Node's V8 collects garbage only when an allocation asks for it: there is no idle-time collection as a
 * browser has, so what the start (migrations, the demo import, the first pages) and the last burst of
 * requests left behind stays resident while the shop idles (decision 11). Once the event loop has been
 * idle for a whole interval and the heap has grown since the last compaction, this runs one full
 * collection: its pause falls where nobody waits. Without `--expose-gc` it does nothing.
 */
export function startIdleHeapCompaction({
  gc = (globalThis as { gc?: () => void }).gc,
  intervalMs = 1000,
  utilisationSinceLast = eventLoopUtilisationSampler(),
  heapUsedBytes = () => getHeapStatistics().used_heap_size,
}: IdleHeapCompactionOptions = {}): { stop(): void } {
  if (!gc) return { stop() {} };
  const collect = gc;
  let heapAfterLastCompaction = 0;
  const timer = setInterval(() => {
    const idle = utilisationSinceLast() < IDLE_UTILISATION;
    if (!idle || heapUsedBytes() - heapAfterLastCompaction < GROWTH_BYTES) return;
    collect();
    heapAfterLastCompaction = heapUsedBytes();
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function eventLoopUtilisationSampler(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}
