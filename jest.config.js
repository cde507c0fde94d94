// Three projects: the client in jsdom, the server (and shared code) in node, and end-to-end flows in Chromium.
// ESM-only packages that jest must compile like our own code (node itself loads them through require(esm)).
const esmPackages = ['kdbush', 'supercluster', 'd3-geo', 'd3-array', 'internmap'];

const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/support/styleStub.js' },
};

module.exports = {
  // Server tests hash passwords (scrypt) and talk to real databases: a busy 2-core machine needs more than 5 s.
  testTimeout: 30_000,
  // A worker's heap grows with every suite it runs (each loads the app anew) and its collections slow with it: a
  // worker past 1 GB between suites is replaced by a fresh one. Measured: the client and server suites in 447 s
  // against 525 s without (600 MB: 518 s, replaced too often).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/__tests__/support/clientSetup.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/clockReset.ts', '<rootDir>/__tests__/support/clientEachTest.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts', '<rootDir>/__tests__/shared/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/__tests__/e2e/support/environment.ts',
      globalSetup: '<rootDir>/__tests__/e2e/support/buildOnce.ts',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
    },
  ],
};
