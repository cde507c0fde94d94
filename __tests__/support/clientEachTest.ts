import { configure } from '@testing-library/react';
import { clearRequestCache } from '../../src/client/api/requestCache';

// Screens are checked for what they reach, not how fast: two test workers on two cores can take longer than
// testing-library's one-second default to parse a lazily loaded chunk.
configure({ asyncUtilTimeout: 5_000 });

// Each test answers the network its own way; an answer shared from the test before would hide that.
beforeEach(() => clearRequestCache());
