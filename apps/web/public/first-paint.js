// What a page does around its first paint, in a file because our policy allows no inline script.
// Before it: the remembered colour mode is applied, so that a dark page never flashes light.
(() => {
  try {
    const stored = window.localStorage.getItem('hbw-color-scheme');
    const mode = stored === 'light' || stored === 'dark' ? stored : 'auto';
    const dark = mode === 'dark' || (mode === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', dark ? '#111827' : '#ffffff');
    }
  } catch {
    // Storage may be blocked; the app still applies the system setting once it starts.
  }
})();

// After it: a server-rendered page holds the app's code in an inert template (decision 032), so
// that the page and its stylesheets have the connection to themselves. Once the page is parsed and
// a frame has been painted, the held elements are made live in the template's order (the entry
// first, so that the app starts loading at once), each in a task of its own: a browser compiles a
// preloaded module as it is added, and fifty at once held a slow phone's main thread in one long task.
document.addEventListener('DOMContentLoaded', () => {
  const held = document.getElementById('hbw-code');
  if (!(held instanceof HTMLTemplateElement)) return;
  // The template stays: the app reads the page's files from it (`runPreloadedModulesInTurn`).
  const queue = [...held.content.children];
  const addNext = () => {
    const element = queue.shift();
    if (!element) return;
    // Made anew: a script parsed inside a template never runs, even once moved out of it.
    const live = document.createElement(element.localName);
    for (const { name, value } of element.attributes) live.setAttribute(name, value);
    document.head.append(live);
    setTimeout(addNext);
  };
  // A frame's animation callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(addNext));
});
