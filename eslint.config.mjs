// Lint for the whole workspace. The import-direction rule (packages → mf-* → shell; no remote imports
// another remote or the shell; the shell never imports a remote at build time) is enforced here.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

// The one list of remotes (remote-list.json, docs/architecture.md "Adding a remote").
const REMOTES = JSON.parse(readFileSync(new URL('./remote-list.json', import.meta.url), 'utf8')).remotes.map((r) => r.name);
const app = (name) => [`@venues/${name}`, `@venues/${name}/*`, `**/${name}`, `**/${name}/**`];
// antd by component only (`antd/es/button`): each component is a shared singleton of the module
// federation, the barrel would bundle a second antd (docs/performance.md, "antd once per visit").
const ANTD_BARREL = { name: 'antd', allowTypeImports: true, message: "Import antd by component: import Button from 'antd/es/button' (docs/performance.md)." };
const forbid = (names, message, allow = []) => ({
  'no-restricted-imports': ['error', { paths: [ANTD_BARREL], patterns: [{ group: [...names.flatMap(app), ...allow.map((a) => `!${a}`)], message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'test-results/**', '**/playwright-report/**', 'server/src/db/migrations/**', '.release-fixture-*/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.{cjs,js}'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } } },
  // packages never import an app.
  { files: ['packages/**'], rules: forbid(['shell', ...REMOTES], 'Packages must not import an app (imports flow packages → mf-* → shell).') },
  // a remote never imports the shell or another remote.
  ...REMOTES.map((r) => ({
    files: [`${r}/**`],
    rules: forbid(['shell', ...REMOTES.filter((x) => x !== r)], 'A remote must not import the shell or another remote; talk through the URL, the session store or packages/.'),
  })),
  // the shell loads remotes at run time only, and learns their pages from the table (routes.json).
  { files: ['shell/**'], rules: forbid(REMOTES, 'The shell never imports a remote at build time; it loads them through remotes.json and routes.json.') },
);
