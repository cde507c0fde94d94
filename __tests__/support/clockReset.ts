import { unpinClock } from '../../src/client/app/clock';

// One test's pinned instant never leaks into the next.
afterEach(() => unpinClock());
