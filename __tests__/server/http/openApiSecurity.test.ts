import { describeEachDatabase } from '../support/databases';
import { useSuiteApp } from '../support/suiteApp';

type Operation = { security?: Record<string, string[]>[] };

/** The doors the OpenAPI document at /api/docs/json names for each operation. */
describeEachDatabase('OpenAPI security marks', (getDb) => {
  const suite = useSuiteApp(getDb);
  const documentOf = async () => (await suite.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  };

  test('the driver link\'s calls name the driver link\'s own scheme, and no other call does', async () => {
    const document = await documentOf();
    expect(document.components.securitySchemes.driverLink).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ where: `${method} ${path}`, operation })));
    const driverCalls = operations.filter(({ where }) => where.includes(' /api/driver/'));
    expect(driverCalls.length).toBeGreaterThan(0);
    for (const { where, operation } of operations) {
      expect({ where, security: operation.security }).toEqual(
        driverCalls.some((call) => call.where === where) ? { where, security: [{ driverLink: [] }] } : { where, security: expect.not.arrayContaining([{ driverLink: [] }]) },
      );
    }
  });

  test('ForgotPassword, ResetForgotPassword and ExpiredPasswordUpdate need no session; PasswordUpdate needs the carrier\'s bearer', async () => {
    const { paths } = await documentOf();
    expect(paths['/api/Users/ForgotPassword'].post.security).toEqual([]);
    expect(paths['/api/Users/ResetForgotPassword'].put.security).toEqual([]);
    expect(paths['/api/Users/ExpiredPasswordUpdate'].put.security).toEqual([]);
    expect(paths['/api/Users/PasswordUpdate'].put.security).toEqual([{ carrierBearer: [] }]);
  });
});
