import { MIN_PASSWORD_SCORE, passwordMessages, passwordProblem } from '../../src/shared/passwordPolicy';
import { loadPasswordEstimator, passwordScore, userWords } from '../../src/shared/passwordStrength';

const owner = { email: 'dispatch@northstar.example', names: ['Dana', 'Hauler', 'Northstar Hauling'] };

describe('the shared password rule', () => {
  beforeAll(() => loadPasswordEstimator());

  test('whitespace only is refused', () => {
    expect(passwordProblem('          ', owner)).toBe(passwordMessages.blank);
  });

  test('control characters are refused', () => {
    expect(passwordProblem('gravel\ttrailer sunrise 42', owner)).toBe(passwordMessages.control);
    expect(passwordProblem('gravel trailer\u0000sunrise 42', owner)).toBe(passwordMessages.control);
  });

  test.each(['aaaaaaaaaa', 'haulboard123', 'Northstar2026', 'dispatchdispatch', 'CarrierDispatch', 'abcdefghijkl'])(
    '%s scores under %s and is refused as too easy to guess', (password) => {
      expect(passwordScore(password, userWords([owner.email, ...owner.names]))).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(passwordProblem(password, owner)).toBe(passwordMessages.weak);
    },
  );

  test('a common password is refused as common, in any case', () => {
    expect(passwordProblem('QwertyUIOP', owner)).toBe(passwordMessages.common);
  });

  test.each(['gravel trailer sunrise 42', 'correct horse battery', 'blue7Harbor!lamp'])('%s is accepted', (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });

  test('the e-mail address is split into its own words', () => {
    expect(userWords(['Dispatch+7@North-Star.example'])).toEqual(expect.arrayContaining(['dispatch+7@north-star.example', 'dispatch', 'north', 'star', 'dispatch+7']));
  });

  test('a long password is estimated in pieces, so a long repeat is still refused', () => {
    expect(passwordProblem('ab'.repeat(60), owner)).toBe(passwordMessages.weak);
  });
});

describe('scoring the same password again', () => {
  const password = 'gravel trailer sunrise 42';

  /** The estimate's own checks, counted in a fresh copy of the module, loaded as `load` says. */
  async function checksOf(load: { keepLastScore?: boolean }, ask: (score: typeof passwordScore) => void): Promise<string[]> {
    let checked: string[] = [];
    await jest.isolateModulesAsync(async () => {
      const strength = await import('../../src/shared/passwordStrength');
      await strength.loadPasswordEstimator(load);
      const { ZxcvbnFactory } = await import('@zxcvbn-ts/core');
      const check = jest.spyOn(ZxcvbnFactory.prototype, 'check');
      ask(strength.passwordScore);
      checked = check.mock.calls.map(([asked]) => asked);
      check.mockRestore();
    });
    return checked;
  }

  test('the server keeps no password: each ask is checked anew', async () => {
    expect(await checksOf({}, (score) => {
      score(password, ['dana']);
      score(password, ['dana']);
    })).toEqual([password, password]);
  });

  test('a browser checks the same password and words once, and again when either changes', async () => {
    const scores: (number | null)[] = [];
    expect(await checksOf({ keepLastScore: true }, (score) => {
      scores.push(score(password, ['dana']), score(password, ['dana']), score(password, ['dana', 'northstar']), score('haulboard123', ['dana', 'northstar']));
    })).toEqual([password, password, 'haulboard123']);
    expect(scores[0]).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(scores[1]).toBe(scores[0]);
    expect(scores[3]).toBeLessThan(MIN_PASSWORD_SCORE);
  });
});
