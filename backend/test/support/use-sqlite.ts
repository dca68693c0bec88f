// Setup file of the `e2e-sqlite` Jest project: its files run against SQLite (see test-database.ts).
process.env.TEST_DB = 'sqlite';
