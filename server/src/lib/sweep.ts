import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` on this API node once it is ready, never two at once on the node, and
 * stops with the app. Every node runs its own: the work must be safe side by side (claims rows with
 * FOR UPDATE SKIP LOCKED, checks the state again in the UPDATE).
 */
export function everyFewSeconds(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .catch((e: unknown) => app.log.error(e, `${name} failed`))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
