// Lint enforces the dependency direction of docs/architecture.md: shared imports no app, a remote imports only
// shared and itself, the shell reaches remotes only through the federation runtime.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const REMOTES = ['remote-chat', 'remote-charts', 'remote-learning', 'remote-admin'];
const APPS = ['shell', ...REMOTES];

/** The feature folders of one app, read when lint starts, so a new feature is covered at once. */
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = [
  {
    target: './shared',
    from: ['./shell', ...REMOTES.map((r) => `./${r}`), './backend', './e2e'],
    message: '@astro/shared must not import any app.',
  },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((r) => `./${r}`), './backend'],
    message: 'A remote imports only @astro/shared and its own files; use a shared helper for other remotes.',
  })),
  {
    target: './shell',
    from: [...REMOTES.map((r) => `./${r}`), './backend'],
    message: 'The shell reaches remotes only through the federation runtime (shell/src/federation).',
  },
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Features must not depend on the app layer.',
  })),
  // components/ and lib/ sit below the features: a piece that composes features is the app's
  // frame and lives in src/app (the shell's top bar and layout are in src/app/layout).
  ...APPS.flatMap((app) =>
    ['components', 'lib'].map((layer) => ({
      target: `./${app}/src/${layer}`,
      from: `./${app}/src/features`,
      message: `src/${layer} must not import a feature: move the shared piece into components/ or lib/, or compose it in src/app.`,
    })),
  ),
  // A feature reaches another feature only through its index.ts, from any depth of either one
  // (checked on the resolved file, so '../../other/components/x' and '../other/routes' alike).
  ...APPS.flatMap((app) => {
    const features = featuresOf(app);
    if (features.length < 2) return [];
    return features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `./${app}/src/features/${other}`),
      except: ['./index.ts'],
      message: "A feature does not import another feature's internals: import its index.ts.",
    }));
  }),
];

const restrictedImports = {
  paths: [
    { name: '@mui/material', message: "Import MUI by deep path ('@mui/material/Button'): it is shared per module." },
    { name: '@mui/icons-material', message: "Import icons by deep path ('@mui/icons-material/Menu')." },
    {
      name: 'react-router-dom',
      message: "Import router APIs from '@astro/shared': it holds the app's one copy of the router.",
    },
    { name: 'react-router', message: "Import router APIs from '@astro/shared'." },
  ],
  patterns: [
    {
      regex: '^(\\.\\./)+shared(/|$)',
      message: 'Import @astro/shared by package name; a relative path creates a second copy of a singleton.',
    },
  ],
};

// The astrology catalogue has one home, @astro/astrology: a list of sign or planet names, or a
// table of their glyphs, anywhere else is a copy that can drift (the learning remote once drew its
// own wheel from its own lists). Records keyed by the package's Sign or BodyName types are fine.
const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const PLANET_NAMES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓', '☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇'];
const literalIn = (names) => names.map((name) => `Literal[value='${name}']`).join(', ');
const catalogueCopies = [
  {
    selector: `ArrayExpression:has(> :matches(${literalIn(SIGN_NAMES)})):has(> :matches(${literalIn(SIGN_NAMES)}) ~ :matches(${literalIn(SIGN_NAMES)}))`,
    message: 'Sign names come from @astro/astrology (SIGNS); do not list them again.',
  },
  {
    selector: `ArrayExpression:has(> :matches(${literalIn(PLANET_NAMES)}) ~ :matches(${literalIn(PLANET_NAMES)}))`,
    message: 'Planet names come from @astro/astrology (BODY_INFO); do not list them again.',
  },
  {
    // A catalogue written as objects: `{ name: 'Aries', ... }`.
    selector: `Property[key.name='name'] > Literal[value=/^(${[...SIGN_NAMES, ...PLANET_NAMES].join('|')})$/]`,
    message: 'Sign and planet names come from @astro/astrology; key your own text by its Sign or BodyName types.',
  },
  {
    selector: `Literal[value=/[${GLYPHS.join('')}]/]`,
    message: 'Astrological glyphs come from @astro/astrology (SIGN_GLYPHS, BODY_INFO); do not copy them.',
  },
];

// The ways to the Supabase client: the whole client, and the PostgREST one public pages read with.
const SUPABASE_CLIENT_GETTERS = ['getSupabase', 'loadSupabase', 'restClient'];
const supabaseInComponents = [
  {
    // By package name, or through a relative path (a re-export of the feature's own). esquery's
    // regular expressions cannot hold a slash, hence '@astro.shared'.
    selector: `ImportDeclaration[source.value=/^(@astro.shared$|\\.)/] > ImportSpecifier[imported.name=/^(${SUPABASE_CLIENT_GETTERS.join('|')})$/]`,
    message: "Components do not call supabase: add a function to the feature's api/ (see features/account/api).",
  },
  {
    // Otherwise `shared.getSupabase()` would pass unseen.
    selector: "ImportDeclaration[source.value='@astro/shared'] > ImportNamespaceSpecifier",
    message: 'Import names from @astro/shared one by one in a component.',
  },
];

// File names are kebab-case ('chart-record.ts', 'use-chart-engine.ts'), with dotted suffixes such
// as '.test.tsx' or '.config.cjs': one convention, so a path can be guessed from a name.
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { kebab: 'File names are kebab-case: {{name}}' } },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? '';
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '.data/**',
      '.test-data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/generated/**',
      '**/*.min.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'import-x': importX, 'file-names': fileNames },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: ['./*/tsconfig.json', './shared/astrology/tsconfig.json', './shared/markdown/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'file-names/kebab-case': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: import.meta.dirname }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-imports': ['error', restrictedImports],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'backend/**/*.ts', ...REMOTES.map((r) => `${r}/**/*.{ts,tsx}`)],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'backend/tests/**'],
    rules: { 'no-restricted-syntax': ['error', ...catalogueCopies] },
  },
  {
    // A component asks its feature's api/ (or hooks/) for data and changes, so the calls it makes
    // can be tested, and reused, without rendering it. A later block's options replace an earlier
    // one's, so the catalogue checks above are listed again.
    files: APPS.flatMap((app) => [`${app}/src/components/**`, `${app}/src/features/*/components/**`]),
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...catalogueCopies, ...supabaseInComponents] },
  },
  {
    // The one place that may import the router package itself.
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The only place allowed to speak to the federation runtime directly, besides @astro/shared.
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    ignores: ['shell/src/federation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedImports,
          paths: [
            ...restrictedImports.paths,
            {
              name: '@module-federation/enhanced/runtime',
              message: 'Load remotes through shell/src/federation or the RemoteWidget helper of @astro/shared.',
            },
          ],
        },
      ],
    },
  },
);
