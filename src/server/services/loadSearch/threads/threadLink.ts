import type { HttpThreadCalls, MainThreadCalls } from './messages';
import { PortCalls } from './portCalls';
import { ofHttpThread } from './threadData';

/** An HTTP thread's calls to and from the main thread, which holds what every thread of the process shares. */
export type LinkToMainThread = PortCalls<HttpThreadCalls, MainThreadCalls>;
/** The main thread's side of one HTTP thread's link. */
export type LinkToHttpThread = PortCalls<MainThreadCalls, HttpThreadCalls>;

/** In an HTTP thread (httpWorker.ts), its link to the main thread; elsewhere null. */
export const linkToMainThread = ofHttpThread<LinkToMainThread>((data) => (data.linkPort ? new PortCalls(data.linkPort) : null));
