import { clearRequestCache } from '../../src/client/api/requestCache';

// Each test answers the network its own way; an answer shared from the test before would hide that.
beforeEach(() => clearRequestCache());
