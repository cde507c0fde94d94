import { isMainThread, workerData, type MessagePort } from 'node:worker_threads';
import type { HttpThreadCalls, MainThreadCalls } from './messages';
import { PortCalls } from './portCalls';

/** An HTTP thread's calls to and from the main thread, which holds what every thread of the process shares. */
export type LinkToMainThread = PortCalls<HttpThreadCalls, MainThreadCalls>;
/** The main thread's side of one HTTP thread's link. */
export type LinkToHttpThread = PortCalls<MainThreadCalls, HttpThreadCalls>;

let ofThisThread: LinkToMainThread | null | undefined;

/** In an HTTP thread (httpWorker.ts), its link to the main thread; elsewhere null. */
export function linkToMainThread(): LinkToMainThread | null {
  if (ofThisThread !== undefined) return ofThisThread;
  const data = workerData as { linkPort?: MessagePort } | null;
  ofThisThread = !isMainThread && data?.linkPort ? new PortCalls(data.linkPort) : null;
  return ofThisThread;
}
