/**
 * The one script a rendered page starts with: it asks for the page's modules (listed in the
 * `page-scripts` JSON beside it, the entry first) once the page's largest pictures (those it
 * fetches at high priority) have loaded and been painted. A rendered page is read before any
 * script runs, so its first paint and its main picture never wait for, or share a slow
 * connection with, the code that only makes it interactive. A picture that never finishes
 * holds the scripts back for at most 3 s; a page opened in a background tab, which paints
 * nothing until it is shown, asks at once; so does a page a person touches or types on before
 * then, as it is the code that answers them.
 *
 * Written out as the browser runs it, without a build step; the page's Content-Security-Policy
 * allows it by its hash.
 */
export const PAGE_SCRIPT_LOADER = [
  '(function () {',
  '  var asked = false;',
  '  function load() {',
  '    if (asked) return;',
  '    asked = true;',
  "    var files = JSON.parse(document.getElementById('page-scripts').textContent);",
  '    files.forEach(function (file, index) {',
  "      var tag = document.createElement(index === 0 ? 'script' : 'link');",
  "      if (index === 0) { tag.type = 'module'; tag.src = file; }",
  "      else { tag.rel = 'modulepreload'; tag.href = file; }",
  "      tag.crossOrigin = '';",
  "      tag.fetchPriority = 'low';",
  '      document.head.appendChild(tag);',
  '    });',
  '  }',
  '  function afterNextPaint() {',
  '    requestAnimationFrame(function () { setTimeout(load); });',
  '  }',
  "  if (document.visibilityState === 'hidden') return load();",
  "  ['pointerdown', 'keydown'].forEach(function (kind) {",
  '    addEventListener(kind, load, { once: true, capture: true, passive: true });',
  '  });',
  "  var pictures = [].filter.call(document.querySelectorAll('img[fetchpriority=high]'), function (image) {",
  '    return !image.complete;',
  '  });',
  '  var waiting = pictures.length;',
  '  if (waiting === 0) return afterNextPaint();',
  '  pictures.forEach(function (image) {',
  '    function settled() { waiting -= 1; if (waiting === 0) afterNextPaint(); }',
  "    image.addEventListener('load', settled, { once: true });",
  "    image.addEventListener('error', settled, { once: true });",
  '  });',
  '  setTimeout(load, 3000);',
  '})();',
].join('\n');

/** The list the loader reads: the entry module first, then every chunk the page needs. */
export function pageScriptsData(files: readonly string[]): string {
  // JSON inside <script> must not close it: '<' is escaped.
  return `<script type="application/json" id="page-scripts">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
}
