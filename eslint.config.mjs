import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-analytics/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Small files and functions in the code that ships or builds the site (tests may run longer).
    files: [
      '{src,plugins,config,scripts,bench,deploy,sidebars}/**/*.{ts,tsx,js,mjs,cjs}',
      'docusaurus.config.ts',
    ],
    rules: {
      'max-lines': ['error', {max: 400, skipBlankLines: true, skipComments: true}],
      'max-lines-per-function': ['error', {max: 100, skipBlankLines: true, skipComments: true}],
    },
  },
  {
    // Hook rules apply to the site's React code (Playwright fixtures also call `use`).
    files: ['src/**/*.{ts,tsx}', 'plugins/*/{client,theme}/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly'}},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {module: 'writable', require: 'readonly', __dirname: 'readonly'},
    },
  },
);
