import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';

/**
 * The node environment, telling the suite's hooks whether the test that just ran failed (`global.e2eTestFailed`),
 * so a browser session can say what its page showed when a flow stopped (browserSession.ts).
 */
export default class EndToEndEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_fn_start') this.global.e2eTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.e2eTestFailed = true;
  }
}
