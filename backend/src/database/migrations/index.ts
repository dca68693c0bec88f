import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { PendingCheckouts1763800000000 } from './1763800000000-pending-checkouts';
import { Waitlist1764500000000 } from './1764500000000-waitlist';

/** Applied in order at start on MySQL; add new migrations at the end. */
export const MYSQL_MIGRATIONS = [InitialSchema1763700000000, PendingCheckouts1763800000000, Waitlist1764500000000];
