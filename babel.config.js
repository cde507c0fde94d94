// Babel compiles the client for browsers and every TypeScript file for jest (node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      // Browsers that run ES modules run generators, classes and async natively: compiling those down to ES5
      // would only add weight to every screen.
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, targets: 'defaults and fully supports es6-module' }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
  };
};
