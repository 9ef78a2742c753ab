// Lighthouse (mobile) on the large catalogue's pages, with the machinery of `npm run lighthouse`.
import { auditPage, medianRun, nodeForLighthouse } from '../lighthouse/lighthouse-runs.mjs';
import { PHONE_USER_AGENT, timedRequest } from './timed-request.mjs';

/**
 * `runs` Lighthouse runs of each path; answers the run with the median performance score of
 * each, with all the scores. Before each run the page is asked for once as a phone, so every
 * run finds it rendered, as every visitor after the first does (rendered pages last a minute,
 * longer than a run).
 */
export async function lighthouseOf(url, paths, runs) {
  const node = nodeForLighthouse();
  const results = [];
  for (const path of paths) {
    const all = [];
    for (let run = 0; run < runs; run += 1) {
      await timedRequest(`${url}${path}`, { headers: { accept: 'text/html', 'user-agent': PHONE_USER_AGENT } });
      all.push(auditPage(node, `${url}${path}`));
      console.log(`  Lighthouse ${path}: ${all.at(-1).performance}`);
    }
    const scores = all.map((run) => run.performance);
    const failed = all.filter((run) => run.error).map((run) => run.error);
    results.push({ path, scores, failed, median: medianRun(all) });
  }
  return { node, results };
}
