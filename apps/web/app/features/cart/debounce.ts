/**
 * One pending call per key (a cart line): a new call for the same key within `ms` replaces the previous
 * one, so only the last value typed is sent (spec §4: quantity updates 750 ms, coupon checks 500 ms).
 */
export function createKeyedDebouncer(ms: number) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    schedule(key: string, run: () => void): void {
      const pending = timers.get(key);
      if (pending !== undefined) clearTimeout(pending);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          run();
        }, ms),
      );
    },
    cancel(key: string): void {
      const pending = timers.get(key);
      if (pending !== undefined) clearTimeout(pending);
      timers.delete(key);
    },
    isPending(key: string): boolean {
      return timers.has(key);
    },
  };
}
