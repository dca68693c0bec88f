// CPU time of other processes, read from Linux's /proc, for the benches' "CPU per request" figures: unlike req/s on
// a shared 2-core machine, the CPU a process spends per request is steady from run to run.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every Linux the project runs on). */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds a process has used so far (fields 14 and 15, after the command name); null off Linux. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pid of the local MariaDB/MySQL server, or null (a remote server, or not Linux). */
export function databaseServerPid() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (/^(mariadbd|mysqld)$/.test(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}
