/**
 * The memory a group of processes holds, each physical page counted once. Summing their
 * resident sizes counts twice what they share: npm and the server it starts are two Node
 * processes mapping the same Node binary (about 45 MB resident in each) and the same libraries.
 * Linux tells which physical page backs each virtual one (/proc/<pid>/pagemap); reading the
 * page numbers needs root (CAP_SYS_ADMIN), else they read as 0 and this answers undefined.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

const PAGE = 4096;

/** Address ranges of a process that hold resident pages, from /proc/<pid>/smaps. */
function residentRanges(pid: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let current: [number, number] | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) {
      current = [parseInt(range[1]!, 16), parseInt(range[2]!, 16)];
    } else if (current && line.startsWith('Rss:') && !/^Rss:\s+0 kB/.test(line)) {
      ranges.push(current);
    }
  }
  return ranges;
}

/** kB held by these processes together, each physical page once; undefined without the right to read page numbers. */
export function residentPagesKb(pids: number[]): number | undefined {
  const pages = new Set<number>();
  let presentWithoutNumber = 0;
  for (const pid of pids) {
    let fd: number;
    try {
      fd = openSync(`/proc/${pid}/pagemap`, 'r');
    } catch {
      continue; // Gone meanwhile.
    }
    try {
      for (const [start, end] of residentRanges(pid)) {
        const count = (end - start) / PAGE;
        const entries = Buffer.alloc(count * 8);
        readSync(fd, entries, 0, entries.length, (start / PAGE) * 8);
        for (let offset = 0; offset < entries.length; offset += 8) {
          const high = entries.readUInt32LE(offset + 4);
          if (!(high & 0x80000000)) continue; // Bit 63: present in memory.
          const frame = entries.readUInt32LE(offset) + (high & 0x7fffff) * 2 ** 32; // Bits 0-54.
          if (frame === 0) presentWithoutNumber += 1;
          else pages.add(frame);
        }
      }
    } catch {
      // The process ended while being read: count what was read.
    } finally {
      closeSync(fd);
    }
  }
  if (pages.size === 0 && presentWithoutNumber > 0) return undefined;
  return (pages.size * PAGE) / 1024;
}
