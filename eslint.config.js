// @ts-check
// One linter for the api, the web client, the browser tests and the scripts: `npm run lint`.
// Type-aware rules (a promise nobody awaits, an async function handed to a caller that ignores
// its result) catch what a test misses, so every TypeScript file is linted with its own
// tsconfig through the project service.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The type checks on values typed `any`: off where `any` is what the code is given. */
const anyValuesAllowed = {
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'coverage/',
      'data/',
      'test-results/',
      'e2e/.baseline-diffs/',
      // Written by `npm run codegen`; a test fails when they are stale.
      'web/src/**/generated.ts',
      'web/src/graphql/possible-types.ts',
      'packages/shared/src/schema-types.ts',
      'packages/shared/src/shared-operations.ts',
      'api/src/graphql/generated/',
      // Imports a package that exists only while openapi-client.test.ts runs (it is left out of
      // `tsc -p api` for the same reason).
      'api/src/rest/openapi-client.fixture.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files and scripts that no tsconfig includes.
          // The few config files and scripts that no tsconfig includes, with the Node scripts' options.
          allowDefaultProject: [
            '*.js',
            '*.ts',
            'api/*.ts',
            'api/scripts/*.mjs',
            'api/bench/*.mjs',
            'web/scripts/*.mjs',
          ],
          defaultProject: 'scripts/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // Fastify plugins, MikroORM migrations, Apollo plugin hooks and stores behind an async
      // interface are async because what calls them wants a promise, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      // Apollo Client types the errors it hands back as ErrorLike; they are Error instances.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@apollo/client', name: 'ErrorLike' }] },
      ],
      // A leading underscore names what is there only to fill a position (an unused parameter of
      // a callback, a property left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The input-safety checks exist to find control characters, so their patterns name them.
    files: ['api/src/input-safety/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Plain JavaScript: what JSON.parse or an untyped library gives is `any` by construction, so
    // the no-unsafe-* rules would flag every use; the promise rules still apply.
    files: ['**/*.{js,mjs,cjs}'],
    rules: anyValuesAllowed,
  },
  {
    // The GraphQL code generator loads its plugins with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'e2e/**', 'web/src/testing/**'],
    rules: {
      // Tests read answers as JSON (`response.json()`, GraphQL `data`) and check their shape with
      // expect(); typing each answer by hand would copy the API's types into every test.
      ...anyValuesAllowed,
      // Tests take methods off fakes to wrap or restore them, and install jsdom stand-ins on
      // prototypes; none of those functions reads `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // An object URL for a chosen file is a browser resource: made in an effect, kept in state
    // for the preview, and revoked by the effect's cleanup; there is nothing to derive in render.
    files: ['web/src/admin/shared/use-object-url.ts'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // The list marks the vouchers expired as of the moment it renders; the shop uses no React
    // Compiler that would keep an earlier render's clock.
    files: ['web/src/admin/vouchers/voucher-list.tsx'],
    rules: { 'react-hooks/purity': 'off' },
  },
  {
    // A test's component hands its state setter to the test through a variable outside it.
    files: ['web/src/**/*.test.tsx'],
    rules: { 'react-hooks/globals': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A wrong choice is marked on each native radio (aria-invalid), which screen readers announce
    // there; ARIA lists it for a radiogroup, which the fieldset around them is not.
    files: ['web/src/checkout/slot-choice-group.tsx'],
    rules: { 'jsx-a11y/role-supports-aria-props': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
