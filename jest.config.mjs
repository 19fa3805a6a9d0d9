/** Jest: TypeScript/TSX through SWC; unit tests live in tests/unit. */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {transform: {react: {runtime: 'automatic'}}, parser: {syntax: 'typescript', tsx: true}}},
    ],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    // Docusaurus client modules that need the generated site: small doubles.
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/doubles/Translate.tsx',
    '\\.css$': '<rootDir>/tests/unit/styleStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};
