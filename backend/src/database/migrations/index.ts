import { InitialSchema1763700000000 } from './1763700000000-initial-schema';

/** Applied in order at start on MySQL; add new migrations at the end. */
export const MYSQL_MIGRATIONS = [InitialSchema1763700000000];
