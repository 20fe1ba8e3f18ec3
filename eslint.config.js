// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import directions (house style): client -> shared and server -> shared; shared imports
 * neither. Client features do not import each other; they share through components/, lib/
 * and hooks/, which never import features. A server module (src/server/modules/X) is used
 * from outside only through its index.ts. src/server/dev-services/ holds stand-ins for outside
 * services in development and tests (the local Stripe): product code never imports it; the
 * composition (app.ts) hands what it builds to the modules, and tests may use it directly.
 */
const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared/**' },
  { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
  { type: 'dev-services', pattern: 'src/server/dev-services/**' },
  {
    type: 'server-composition',
    pattern: 'src/server/{app,start,main,job-registry}.ts',
    mode: 'file',
  },
  { type: 'server', pattern: 'src/server/**' },
  { type: 'client-app', pattern: 'src/client/app/**' },
  { type: 'client-feature', pattern: 'src/client/features/*/**', capture: ['feature'] },
  { type: 'client-common', pattern: 'src/client/{components,lib,hooks,test}/**' },
  { type: 'client-entry', pattern: 'src/client/*' },
  { type: 'tooling', pattern: '{e2e,bench,scripts}/**' },
];

/**
 * The server modules each module may import, besides itself: a layering, lowest first, so
 * modules never import each other in a loop (decision 164). Below the modules are the server's
 * own layers (db/, http/, jobs/, lib/, media/, speech/...), which import no module; above them
 * the composition (app.ts, start.ts, main.ts, job-registry.ts), which wires modules together.
 */
const MODULE_DEPENDENCIES = {
  abuse: [],
  contact: [],
  prompts: [],
  auth: ['abuse'],
  admin: ['auth'],
  billing: ['auth'],
  recordings: ['auth'],
  progress: ['auth', 'recordings'],
  uploads: ['auth'],
  account: ['auth', 'billing'],
  health: ['admin', 'auth'],
  comments: ['auth', 'recordings'],
  coach: ['auth', 'progress', 'recordings'],
  goals: ['auth', 'progress', 'recordings'],
  assignments: ['auth', 'coach'],
  practice: ['assignments', 'auth', 'goals', 'progress', 'recordings', 'uploads'],
  dev: ['auth', 'practice', 'recordings'],
};

/** Refuses a layering with a loop in it, so lint fails on the configuration itself. */
function assertNoModuleLoop(dependencies) {
  const state = new Map();
  const visit = (module, path) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'open') {
      throw new Error(`MODULE_DEPENDENCIES has a loop: ${[...path, module].join(' -> ')}`);
    }
    state.set(module, 'open');
    for (const next of dependencies[module] ?? []) visit(next, [...path, module]);
    state.set(module, 'done');
  };
  for (const module of Object.keys(dependencies)) visit(module, []);
}
assertNoModuleLoop(MODULE_DEPENDENCIES);

/** boundaries/element-types rules: each module imports itself and the modules it may. */
const moduleRules = () =>
  Object.entries(MODULE_DEPENDENCIES).map(([module, dependencies]) => ({
    from: [['server-module', { module }]],
    allow: [module, ...dependencies].map((allowed) => ['server-module', { module: allowed }]),
  }));

/** boundaries/entry-point options: a server module may be imported only through `files`. */
function moduleEntryPoints(files) {
  return {
    default: 'allow',
    message: 'Import ${dependency.source} through the module index.ts (see docs/architecture.md)',
    rules: [
      { target: ['server-module'], disallow: ['**'] },
      { target: ['server-module'], allow: files },
    ],
  };
}

/** boundaries/element-types options: the import directions, plus `extra` rules. */
function importDirections(extra = []) {
  return {
    default: 'disallow',
    message: '${file.type} must not import ${dependency.type} (see docs/architecture.md)',
    rules: [
      { from: 'shared', allow: ['shared'] },
      // The server's own layers import no module: what they need is handed to them.
      { from: ['server', 'server-module'], allow: ['server', 'shared'] },
      ...moduleRules(),
      {
        from: 'server-composition',
        allow: ['server-composition', 'server', 'server-module', 'shared'],
      },
      {
        from: ['server', 'server-module'],
        disallow: ['dev-services'],
        message:
          'Product code must not import the development services; app.ts hands their part to ' +
          'the module (see docs/architecture.md)',
      },
      { from: 'dev-services', allow: ['dev-services', 'server', 'shared'] },
      { from: 'client-entry', allow: ['client-app', 'client-common', 'shared'] },
      {
        from: 'client-app',
        allow: ['client-app', 'client-feature', 'client-common', 'shared'],
      },
      {
        from: 'client-feature',
        allow: ['client-common', 'shared', ['client-feature', { feature: '${from.feature}' }]],
      },
      { from: 'client-common', allow: ['client-common', 'shared'] },
      {
        from: 'tooling',
        allow: [
          'server-composition',
          'server',
          'server-module',
          'dev-services',
          'shared',
          'tooling',
        ],
      },
      ...extra,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['src/**/*', 'e2e/**/*', 'bench/**/*', 'scripts/**/*'],
      'import/resolver': {
        alias: {
          map: [
            ['@shared', './src/shared'],
            ['@server', './src/server'],
            ['@client', './src/client'],
          ],
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'boundaries/no-unknown-files': 'off',
      'boundaries/element-types': ['error', importDirections()],
    },
  },
  {
    // A circle of imports leaves no lower layer to read first. Type-only imports leave no edge
    // at run time, so the rule passes them over.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // Another module, http/, jobs/ or start.ts sees a server module only through its index.ts,
    // the exports it chose to show. Tests and their helpers may reach inside.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/test/**', 'src/server/**/*.test.ts'],
    rules: { 'boundaries/entry-point': ['error', moduleEntryPoints(['index.ts'])] },
  },
  {
    // app.ts is where routes are registered, so it may also import each module's routes files.
    files: ['src/server/app.ts'],
    rules: {
      'boundaries/entry-point': ['error', moduleEntryPoints(['index.ts', '**/*-routes.ts'])],
    },
  },
  {
    // The composition picks test mode's Stripe client from the development services; tests and
    // their helpers may use them too. Nothing else in the server does (modules, http/, jobs/).
    files: ['src/server/{app,services,main,start}.ts'],
    rules: {
      'boundaries/element-types': [
        'error',
        importDirections([{ from: ['server-composition', 'server'], allow: ['dev-services'] }]),
      ],
    },
  },
  {
    // Tests and their helpers stand outside the layers: they build what they check from any of
    // them, the development services included.
    files: ['src/server/test/**', 'src/server/**/*.test.ts'],
    rules: {
      'boundaries/element-types': [
        'error',
        importDirections([
          {
            from: ['server', 'server-module', 'server-composition'],
            allow: ['dev-services', 'server-module', 'server-composition'],
          },
        ]),
      ],
    },
  },
  {
    // Queries live in repositories (house style): Drizzle and the tables are imported only by
    // *-repository.ts files and by db/ itself. Tests and their factories check and build rows.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*-repository.ts',
      'src/server/db/**',
      'src/server/test/**',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Queries belong in a *-repository.ts file (see docs/architecture.md).',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              message: 'Tables are read in a *-repository.ts file (see docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only *.api.test.ts and *.process.test.ts open a database: CI runs those on both PGlite
    // and PostgreSQL, and every other server test once (vitest.config.ts, docs/testing.md).
    files: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
    ignores: ['src/server/**/*.api.test.ts', 'src/server/**/*.process.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(test/(test-server|test-database)|db/client)$',
              allowTypeImports: true,
              message:
                'A test that opens a database is named *.api.test.ts (or *.process.test.ts), ' +
                'so it runs on both databases (docs/testing.md).',
            },
            {
              regex: '^(pg|pg-boss|@electric-sql/pglite)$',
              allowTypeImports: true,
              message:
                'A test that opens a database is named *.api.test.ts (or *.process.test.ts), ' +
                'so it runs on both databases (docs/testing.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
