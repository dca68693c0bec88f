import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { PendingCheckouts1763800000000 } from './1763800000000-pending-checkouts';
import { SalesStatsIndexes1764400000000 } from './1764400000000-sales-stats-indexes';

/** Applied in order at start on MySQL; add new migrations at the end. */
export const MYSQL_MIGRATIONS = [InitialSchema1763700000000, PendingCheckouts1763800000000, SalesStatsIndexes1764400000000];
