import { contentTypeOf } from './content-type';
import type { ImageStorage } from './image-storage';

export interface CopyReport {
  /** Keys written into the target. */
  copied: number;
  /** Keys the target already held with the same size. */
  skipped: number;
}

/** How many files are read and written at once: enough to hide the bucket's latency, few enough for memory. */
const CONCURRENCY = 8;

/**
 * Copies every key of `from` (sub-folders and manifests included) into `to`, skipping keys `to`
 * already holds with the same size, so running it again after an interruption finishes the job.
 */
export async function copyImages(from: ImageStorage, to: ImageStorage): Promise<CopyReport> {
  const [sources, present] = await Promise.all([from.sizes(), to.sizes()]);
  const report: CopyReport = { copied: 0, skipped: 0 };
  const pending = [...sources].filter(([key, size]) => {
    if (present.get(key) !== size) return true;
    report.skipped += 1;
    return false;
  });
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [key] = next;
      const bytes = await from.read(key);
      // Gone since it was listed: nothing to copy.
      if (!bytes) continue;
      await to.put(key, bytes, contentTypeOf(key));
      report.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}
