// One flat config for the monorepo: TypeScript rules, kebab-case file names, and import zones
// that enforce the layer directions of docs/architecture (server) and the feature boundaries (web).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const S = './server/src';
const serverZones = [
  { target: `${S}/util`, from: [`${S}/!(util)/**`], message: 'util/ imports nothing internal.' },
  {
    target: `${S}/filter`,
    from: [`${S}/!(util|filter)/**`],
    message: 'filter/ may import util/ only.',
  },
  {
    target: `${S}/storage`,
    from: [`${S}/!(util|storage)/**`],
    message: 'storage/ may import util/ only.',
  },
  {
    // both dialects build on the shared pieces in storage/ (decision 0042), never on each other
    target: `${S}/storage/postgres`,
    from: [`${S}/storage/sqlite/**`],
    message: 'storage/postgres/ may not import storage/sqlite/: share through storage/.',
  },
  {
    target: `${S}/storage/sqlite`,
    from: [`${S}/storage/postgres/**`],
    message: 'storage/sqlite/ may not import storage/postgres/: share through storage/.',
  },
  {
    target: `${S}/query`,
    from: [`${S}/!(util|filter|query|storage)/**`, `${S}/storage/!(dialect.ts)`, `${S}/storage/*/**`],
    message: 'query/ may import filter/, util/ and storage/dialect.ts only.',
  },
  {
    target: [`${S}/realtime`, `${S}/files`, `${S}/mail`, `${S}/cron`],
    from: [`${S}/!(util|realtime|files|mail|cron)/**`],
    message: 'realtime/, files/, mail/ and cron/ are generic tools: util/ only.',
  },
  {
    target: `${S}/core`,
    from: [`${S}/http/**`, `${S}/cli/**`, `${S}/app/**`, `${S}/migrations/**`, `${S}/storage/sqlite/**`, `${S}/storage/postgres/**`],
    message: 'core/ must not import http/, cli/, app/, migrations/ or a dialect folder.',
  },
  {
    target: `${S}/http`,
    from: [`${S}/storage/**`, `${S}/cli/**`, `${S}/app/**`, `${S}/migrations/**`],
    message: 'http/ is transport only: no storage/, cli/, app/ or migrations/.',
  },
  {
    // product code goes through the store (core/ and covey/store/), decision 0042
    target: `${S}/covey`,
    // guards and request info come from core/rules/request-guards.ts; body readers and the records
    // list action are handed in by app/covey-wiring.ts (CoveyRouteContext.http)
    from: [`${S}/!(util|core|covey|generated|mail|realtime|files|cron)/**`],
    message: 'covey/ reads and writes through core/ (covey/store/): no storage/, query/, migrations/ or http/.',
  },
  {
    target: `${S}/migrations`,
    from: [`${S}/http/**`, `${S}/cli/**`, `${S}/app/**`],
    message: 'migrations/ may not import http/, cli/ or app/.',
  },
  {
    target: `${S}/cli`,
    from: [`${S}/http/**`, `${S}/storage/**`],
    message: 'cli/ goes through app/ and core/.',
  },
];

const W = './web/src';
const webZones = [
  {
    target: `${W}/features/*/`,
    from: `${W}/features/*/`,
    except: ['.'],
    message: 'Features never import each other: compose them in a route module.',
  },
  { target: `${W}/features`, from: `${W}/app`, message: 'features/ may not import app/.' },
  {
    target: `${W}/components`,
    from: [`${W}/features`, `${W}/app`, `${W}/lib/api-client.ts`],
    message: 'components/ are shared UI: no features, app or API client.',
  },
  { target: `${W}/lib`, from: [`${W}/features`, `${W}/app`, `${W}/components`], message: 'lib/ may not import features, app or components.' },
];

const i18nMessage = "User-facing text goes through the catalogs: t('id') (web/src/i18n, decision 0057).";
const i18nRules = {
  'no-restricted-syntax': [
    'error',
    { selector: 'JSXText[value=/\\p{L}{2,}/u]', message: i18nMessage },
    {
      selector:
        'JSXAttribute[name.name=/^(label|title|description|placeholder|aria-label|alt|message)$/] > Literal[value=/\\p{L}{2,}/u]',
      message: i18nMessage,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'web/android/**',
      'web/ios/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/screenshots/**',
      '**/*.config.js',
      '**/*.config.cjs',
      'covey_data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // no-cycle parses each imported file: TypeScript files go through the TypeScript parser
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // NodeNext sources import `./x.js` for `./x.ts`: resolve through the alias so zones see every import
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }],
      // a dynamic import() is a lazy chunk, not a load-time cycle
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{server,web,e2e}/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(describe|it|test)$/][callee.property.name='only']",
          message: 'No .only in committed tests.',
        },
      ],
    },
  },
  {
    // type-aware rules: promises are awaited or marked `void`, handlers are not async by accident,
    // a switch over a union names every case
    files: ['server/{src,test,bench}/**/*.ts', 'web/src/**/*.{ts,tsx}', 'e2e/{tests,support}/**/*.ts', 'e2e/playwright.config.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./server/tsconfig.test.json', './web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // decision 0057: no hard-coded user-facing text in the extracted screens: JSX text with letters and
  // literal label/title/description/placeholder/aria-label/alt strings go through the catalogs (useT/t).
  // Add each folder or file to a block below once it is extracted (one block per area keeps merges apart).
  {
    files: [
      'web/src/i18n/**/*.{ts,tsx}',
      'web/src/components/language-picker.tsx',
      'web/src/app/layouts/top-bar.tsx',
      'web/src/app/layouts/role-navigation.tsx',
      'web/src/app/routes/auth/login.tsx',
      'web/src/app/routes/auth/signup.tsx',
      'web/src/features/auth/components/auth-card.tsx',
      'web/src/features/auth/components/login-form.tsx',
      'web/src/features/auth/components/signup-form.tsx',
      'web/src/features/account/components/locale-section.tsx',
      'web/src/features/onboarding/components/step-frame.tsx',
      'web/src/features/onboarding/components/guide-step.tsx',
      'web/src/features/onboarding/components/contact-step.tsx',
      'web/src/components/error-screen.tsx',
      'web/src/app/route-error.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 6: demo, suggestions, operations, developer screens, editor
    files: [
      'web/src/features/demo/**/*.{ts,tsx}',
      'web/src/app/routes/demo/**/*.{ts,tsx}',
      'web/src/features/suggestions/**/*.{ts,tsx}',
      'web/src/features/operations/**/*.{ts,tsx}',
      'web/src/features/apikeys/**/*.{ts,tsx}',
      'web/src/features/connected-apps/**/*.{ts,tsx}',
      'web/src/features/editor/**/*.{ts,tsx}',
      'web/src/app/routes/edit/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 1: auth, onboarding, account, profile, home, notifications, activity, apps, keys, suggestions, demo
    files: [
      'web/src/features/home/**/*.{ts,tsx}',
      'web/src/app/routes/main/**/*.{ts,tsx}',
      'web/src/features/notifications/**/*.{ts,tsx}',
      'web/src/features/onboarding/**/*.{ts,tsx}',
      'web/src/app/routes/onboarding/**/*.{ts,tsx}',
      'web/src/features/auth/**/*.{ts,tsx}',
      'web/src/app/routes/auth/**/*.{ts,tsx}',
      'web/src/features/account/**/*.{ts,tsx}',
      'web/src/app/routes/account/**/*.{ts,tsx}',
      'web/src/features/profile/**/*.{ts,tsx}',
      'web/src/app/routes/profile/**/*.{ts,tsx}',
      'web/src/components/time-zone-select.tsx',
      'web/src/features/activity/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 2: chat, appointments, plans
    files: [
      'web/src/features/chat/**/*.{ts,tsx}',
      'web/src/app/routes/chat/**/*.{ts,tsx}',
      'web/src/features/appointments/**/*.{ts,tsx}',
      'web/src/app/routes/appointments/**/*.{ts,tsx}',
      'web/src/features/plans/**/*.{ts,tsx}',
      'web/src/app/routes/plans/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 3: reports, circles, files, coverages
    files: [
      'web/src/features/reports/**/*.{ts,tsx}',
      'web/src/app/routes/reports/**/*.{ts,tsx}',
      'web/src/features/circles/**/*.{ts,tsx}',
      'web/src/features/files/**/*.{ts,tsx}',
      'web/src/app/routes/content/**/*.{ts,tsx}',
      'web/src/features/coverages/**/*.{ts,tsx}',
      'web/src/app/routes/coverages/**/*.{ts,tsx}',
      'web/src/app/routes/other/file-viewer.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 4: shared components, layouts, lib, labels, organisations, members, editor, operations, developer screens
    files: [
      'web/src/components/{empty-state,file-picker-core,icon-link,logo,mail-setup-notice,not-found,page-skeleton,page,password-field,query-state,share-link,top-bar-icons,view-only-note}.tsx',
      'web/src/app/layouts/{app-shell,demo-layout,frame-skeleton,query-layout}.tsx',
      'web/src/lib/*.ts',
      'web/src/features/members/**/*.{ts,tsx}',
      'web/src/app/routes/people/**/*.{ts,tsx}',
      'web/src/app/routes/lists/**/*.{ts,tsx}',
      'web/src/app/routes/other/**/*.{ts,tsx}',
      'web/src/features/oauth/**/*.{ts,tsx}',
      'web/src/app/routes/oauth/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // area 5: organisations
    files: ['web/src/features/organisations/**/*.{ts,tsx}', 'web/src/app/routes/organisations/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: i18nRules,
  },
  {
    // tests compose real parts of every layer (real SQLite dialect, real server)
    files: ['**/*.test.{ts,tsx}', '**/*.case.ts', 'server/test/**', 'server/bench/**', 'e2e/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // covey/ reads and writes through covey/store/ (decision 0042); raw SQL lives only in
    // covey/store/raw-sql*.ts, each statement with its reason
    files: ['server/src/covey/**/*.ts'],
    ignores: ['server/src/covey/**/*.test.ts', 'server/src/covey/store/raw-sql*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\s*(SELECT|UPDATE|INSERT|DELETE|WITH)\\s/], TemplateElement[value.raw=/^\\s*(SELECT|UPDATE|INSERT|DELETE|WITH)\\s/]',
          message: 'No raw SQL in covey/: use covey/store/ (or covey/store/raw-sql.ts, with the reason).',
        },
        {
          // a record's fields are read typed (decision 0040): record.data.field, so a renamed or
          // removed field breaks the build; data['field'] reads through the index signature
          selector: "MemberExpression[computed=true][property.type='Literal'][object.type='MemberExpression'][object.property.name='data']",
          message: "Read a record's fields typed: record.data.field (findById / store / RecordEventOf give the generated type), not data['field'].",
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    // the message catalogs are data (one entry per line), not a module to split
    ignores: ['server/src/**/*.test.ts', 'server/src/covey/i18n/catalog-*.ts'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
);
