import type { Mailer } from './types';

/**
 * Calls `deliverPending` every `intervalMs`, one sweep at a time. The timer never keeps the process alive;
 * the answer stops it.
 */
export function startRetrySweep(mailer: Mailer, intervalMs: number, onError: (error: unknown) => void): () => void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    mailer.deliverPending().catch(onError).finally(() => {
      sweeping = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
