// Applies the remembered colour mode before the first paint (no inline script under our CSP).
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
