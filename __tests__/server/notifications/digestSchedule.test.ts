import { DIGEST_SWEEP_MS, startDigestSchedule } from '../../../src/server/services/notifications/digestSchedule';

/** The digest job's timer: every sweep interval, one run at a time, stopped by its answer (the app's onClose). */
describe('saved search digest schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the job runs once per interval and never twice at once', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const stop = startDigestSchedule(run, DIGEST_SWEEP_MS, () => undefined);
    jest.advanceTimersByTime(DIGEST_SWEEP_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(DIGEST_SWEEP_MS);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(DIGEST_SWEEP_MS);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  test('stopping ends the runs, and a failed run is reported', async () => {
    const onError = jest.fn();
    const failure = new Error('database away');
    const run = jest.fn(() => Promise.reject(failure));
    const stop = startDigestSchedule(run, DIGEST_SWEEP_MS, onError);
    jest.advanceTimersByTime(DIGEST_SWEEP_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(failure);
    stop();
    jest.advanceTimersByTime(DIGEST_SWEEP_MS * 3);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
