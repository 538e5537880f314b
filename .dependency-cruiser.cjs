// The house's rules, checked by `npm run lint:deps` (dependency-cruiser) on every workspace's source (tests
// left out), and drawn by `npm run house` into docs/house.md. ESLint's import rules already keep apps from
// reaching into one another by path; this adds what a per-file linter cannot see: cycles between modules and
// between folders, and the direction of the arrows inside a workspace.
const AUTOMATION_FEATURES = 'accounts|call|checkout|demo|leads|measurement|panel|trial';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes two modules one: neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-app-into-another',
      severity: 'error',
      comment: 'An app imports only @estefania/shared: no remote imports another remote or the shell.',
      from: { path: '^(shell|remote-[a-z]+|automation)/' },
      to: { path: '^(shell|remote-[a-z]+|automation)/', pathNot: '^$1/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|remote-[a-z]+|automation|e2e)/' },
    },
    {
      name: 'contract-is-react-free',
      severity: 'error',
      comment: 'The contract runs in plain Node (the shell server, automation): no UI kit, no React.',
      from: { path: '^shared/src/contract/' },
      to: { path: ['^shared/src/ui/', '(^|/)node_modules/(react|react-dom|@emotion|sonner)/'] },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Folders too: two folders that import each other are one thing in two places.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'automation-feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'What one feature needs of another is a small interface it declares, wired in app.ts; nor does a feature import where the features are put together.',
      from: { path: `^automation/src/(${AUTOMATION_FEATURES})/` },
      to: {
        path: [`^automation/src/(${AUTOMATION_FEATURES})/`, '^automation/src/(app|server|main|bench|bench-extract)\\.ts$'],
        pathNot: '^automation/src/$1/',
      },
    },
    {
      name: 'automation-infrastructure-below-features',
      severity: 'error',
      comment: 'Shared infrastructure (db, http, net, tts, audio) never imports a feature.',
      from: { path: '^automation/src/(db|http|net|tts|audio)/' },
      to: { path: `^automation/src/(${AUTOMATION_FEATURES})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The house is the apps' own code: tests and their helpers may reach anywhere.
    exclude: {
      path: ['(^|/)dist(-server)?/', '(^|/)node_modules/', '\\.test\\.tsx?$', '/testing[./]', '/test-setup\\.', '/__fixtures__/'],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
