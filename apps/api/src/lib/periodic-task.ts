/**
 * Runs `round` every `intervalMs` until stopped, one round at a time: the next round is scheduled only
 * when the previous one finished, so a slow round never overlaps the next. A failed round is reported
 * and the next one runs as planned. `stop()` waits for a round in progress.
 */
export function startPeriodicTask(
  round: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    running = round()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
