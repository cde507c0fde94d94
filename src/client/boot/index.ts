/** What runs before main.js has arrived (its own small entry, loaded first by index.html). */
import { startEarlyReads } from './earlyReads';

startEarlyReads(window.location);
