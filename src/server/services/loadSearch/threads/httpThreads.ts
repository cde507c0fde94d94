import type { MessagePort } from 'node:worker_threads';
import { MessageChannel, Worker } from 'node:worker_threads';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { reverseLocation, searchLocations } from '../../gazetteer';
import type { LiveEventsOptions } from '../../liveEvents/plugin';
import type { RecordRingMemory } from '../recordRing';
import { serveIndex } from './indexHost';
import { PortCalls } from './portCalls';
import type { LinkToHttpThread } from './threadLink';

/**
 * Where an HTTP thread accepts: a socket of its own on the main thread's port, or the main thread's listening
 * descriptor itself.
 */
type ThreadListen = { host: string; port: number; reusePort: true } | { fd: number };

/** What an HTTP thread is started with (worker data). */
export interface HttpThreadData {
  listen: ThreadListen;
  env: Record<string, string | undefined>;
  clientDir?: string;
  indexPort: MessagePort;
  /** The thread's link to this one (threadLink.ts): tickets, metrics, stopping. */
  linkPort: MessagePort;
  versionCell: Int32Array;
  /** The main thread's kept records (recordRing.ts), which the thread reads and adds to. */
  recordRing: RecordRingMemory;
  /** The main app's, so every thread's streams beat and look for events alike. */
  liveEvents: LiveEventsOptions;
}

export interface HttpThreads {
  count: number;
  /** Queries the main thread's index answered for the threads. */
  queriesAnswered(): number;
  /** Place searches and reverse look-ups the main thread's gazetteer answered for the threads. */
  placesAnswered(): number;
  /** Closes every thread's app (streams told to reconnect, requests in flight finished), then ends the threads. */
  stop(): Promise<void>;
}

/*
 * Since Node 22.12 (and 23.1) sockets may share a port (SO_REUSEPORT), and the kernel spreads new connections
 * evenly over them. Before that, every thread accepts on the main thread's one descriptor, and whichever thread
 * wakes first takes every connection waiting: a burst of 50 can land 40 on one thread.
 */
const [major, minor] = process.versions.node.split('.').map(Number);
const reusePortAvailable = major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
const sharingPort = new WeakSet<FastifyInstance>();

/**
 * Listens so that the HTTP threads started next (startHttpThreads) can take connections on the same port: each
 * on a socket of its own where the runtime lets sockets share a port. Without threads, the port stays the app's
 * alone, so a second server started by mistake on it fails rather than taking half its connections.
 */
export async function listenForThreads(app: FastifyInstance, at: { host: string; port: number }, threadCount: number): Promise<void> {
  const reusePort = threadCount > 0 && reusePortAvailable;
  // Fastify hands its options to net.Server.listen, whose reusePort its types do not list yet.
  const options: FastifyListenOptions & { reusePort?: boolean } = reusePort ? { ...at, reusePort } : at;
  await app.listen(options);
  if (reusePort) sharingPort.add(app);
}

function threadListen(app: FastifyInstance): ThreadListen | null {
  if (sharingPort.has(app)) {
    const { address, port } = app.server.address() as AddressInfo;
    return { host: address, port, reusePort: true };
  }
  const fd = (app.server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? { fd } : null;
}

const compiled = __filename.endsWith('.js');
const workerFile = path.join(__dirname, compiled ? 'httpWorker.js' : 'httpWorker.ts');

// Built, the thread runs the compiled file. From the TypeScript sources it registers tsx's require hook first
// (Node 20 applies no --import loader, inherited from tsx or given, to a worker's entry file).
function newWorker(data: HttpThreadData, transferList: MessagePort[]): Worker {
  if (compiled) return new Worker(workerFile, { workerData: data, transferList });
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(workerFile)});`, { eval: true, workerData: data, transferList });
}

/** The main thread's answers to one thread: the process's tickets, its metrics as a whole and its places. */
function serveThread(app: FastifyInstance, link: LinkToHttpThread, countPlace: () => void): () => void {
  link.handle('issueTicket', (grant, nowMs, ttlSeconds) => app.liveEvents.tickets.issue(grant, new Date(nowMs), ttlSeconds));
  link.handle('redeemTicket', (ticket, nowMs) => app.liveEvents.tickets.redeem(ticket, new Date(nowMs)));
  link.handle('metrics', async () => (app.metrics ? app.metrics.text() : ''));
  link.handle('searchLocations', async (term) => (countPlace(), searchLocations(term)));
  link.handle('reverseLocation', async (point) => (countPlace(), reverseLocation(point)));
  return app.metrics?.addThread(() => link.call('metricsOfThread')) ?? (() => undefined);
}

/**
 * Starts `count` more threads serving the app's HTTP on the socket it listens on (after `app.listen`), each
 * asking this thread's load index. Call `stop()` before `app.close()`.
 */
export async function startHttpThreads(
  app: FastifyInstance, count: number, env: Record<string, string | undefined>, clientDir?: string,
): Promise<HttpThreads> {
  const listen = threadListen(app);
  if (count <= 0 || !listen) return { count: 0, queriesAnswered: () => 0, placesAnswered: () => 0, stop: async () => undefined };
  const search = app.loadSearch;
  let queries = 0;
  let places = 0;
  const links: LinkToHttpThread[] = [];
  const stopServing: (() => void)[] = [];
  const workers = await Promise.all(Array.from({ length: count }, () => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: { type?: string }) => { if (message.type === 'query') queries++; });
    serveIndex(search, port1);
    const linkChannel = new MessageChannel();
    const link: LinkToHttpThread = new PortCalls(linkChannel.port1);
    links.push(link);
    stopServing.push(serveThread(app, link, () => places++));
    const data: HttpThreadData = {
      listen, env, clientDir, indexPort: port2, linkPort: linkChannel.port2, versionCell: search.versionCell, recordRing: search.records.memory,
      liveEvents: app.liveEvents.options,
    };
    const worker = newWorker(data, [port2, linkChannel.port2]);
    worker.on('error', (error) => app.log.error({ err: error }, 'an HTTP thread failed'));
    return new Promise<Worker>((resolve, reject) => {
      worker.once('message', (message: unknown) => (message === 'listening' ? resolve(worker)
        : reject(new Error(`an HTTP thread could not start: ${(message as { failed?: string }).failed}`))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`an HTTP thread stopped (exit ${code}) before listening`)));
    });
  }));
  let stopped: Promise<void> | undefined;
  const stopThreads = async () => {
    // A thread may accept on this thread's descriptor: the threads go first, then app.close().
    for (const stop of stopServing) stop();
    await Promise.all(links.map((link) => link.call('stop').catch((error: unknown) => app.log.warn({ err: error }, 'an HTTP thread did not stop cleanly'))));
    for (const link of links) link.close();
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  return {
    count,
    queriesAnswered: () => queries,
    placesAnswered: () => places,
    stop() {
      stopped ??= stopThreads();
      return stopped;
    },
  };
}
