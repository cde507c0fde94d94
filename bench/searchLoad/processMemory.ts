import fs from 'node:fs';

/** Resident memory of a process and every process under it, from /proc (Linux), in MB. */

export interface TreeMemory {
  /** Sum of each process's current resident set (VmRSS). */
  rssMb: number;
  /** Sum of each process's peak resident set (VmHWM): an upper bound of the tree's peak. */
  peakMb: number;
  processes: number;
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the parent id is the second field after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

export function treeMemory(root: number): TreeMemory {
  const pids = [root];
  for (let at = 0; at < pids.length; at++) pids.push(...childrenOf(pids[at]));
  const sum = (field: string) => pids.reduce((total, pid) => total + statusKb(pid, field), 0) / 1024;
  return { rssMb: sum('VmRSS'), peakMb: sum('VmHWM'), processes: pids.length };
}
