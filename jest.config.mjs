/** The unified (remark) packages the Markdown twins are made with ship only as ES modules: SWC compiles them too. */
const ESM_PACKAGES = [
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'vfile(-message)?',
  'devlop',
  'zwitch',
  'ccount',
  'fault',
  'longest-streak',
  'markdown-table',
  'escape-string-regexp',
  'parse-entities',
  'stringify-entities',
  'decode-named-character-reference',
  'character-(entities(-html4|-legacy)?|reference-invalid)',
  'is-(alphabetical|alphanumerical|decimal|hexadecimal)',
  'estree-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'mdast-util-[a-z-]+',
  'micromark(-[a-z-]+)?',
  'remark-[a-z-]+',
];

/** Jest: TypeScript/TSX through SWC; unit tests live in tests/unit. */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {transform: {react: {runtime: 'automatic'}}, parser: {syntax: 'typescript', tsx: true}}},
    ],
  },
  moduleNameMapper: {
    // Before `@site/`: a stylesheet imported through the alias is a stub too.
    '\\.css$': '<rootDir>/tests/unit/styleStub.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    // Docusaurus client modules that need the generated site: small doubles.
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/doubles/Translate.tsx',
    '^@docusaurus/ErrorBoundary$': '<rootDir>/tests/unit/doubles/ErrorBoundary.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};
