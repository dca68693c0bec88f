// Two projects: fast unit tests beside the code, and end-to-end tests that boot the app against a real database.
const transform = { '^.+\\.(ts|js|mjs)$': ['@swc/jest'] };
// A few dependencies ship ES modules only; Jest (unlike Node 20.19+) cannot require them untransformed.
const transformIgnorePatterns = ['node_modules/(?!(content-disposition)/)'];
module.exports = {
  // End-to-end tests boot whole servers and databases; the default 5 s is too short for them.
  testTimeout: 60000,
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, transformIgnorePatterns, rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    },
  ],
};
