/** What runs before main.js has arrived (its own small entry, loaded first by index.html). */
import { startEarlyReads } from './earlyReads';
import { showPrerenderedShell } from './prerenderedShell';

startEarlyReads(window.location);

// Loaded async, this may run before the page's body is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => showPrerenderedShell(window.location.pathname), { once: true });
} else {
  showPrerenderedShell(window.location.pathname);
}
