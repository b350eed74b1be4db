// The embed: `<script src="https://homebuyerwizard.com/widget.js" data-key="…" data-price="…" data-county="…">`
// puts the widget's frame where the tag is (docs/decisions/061-leads-and-the-partner-widget.md).
(() => {
  const script = document.currentScript;
  if (!script) return;
  const { key = '', price, county } = script.dataset;
  const src = new URL(`/widget/${encodeURIComponent(key)}`, script.src);
  if (price) src.searchParams.set('price', price);
  if (county) src.searchParams.set('county', county);
  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = 'Home buying assistance for this home';
  frame.style.cssText = 'display:block;width:100%;max-width:480px;height:720px;border:0';
  script.after(frame);
  addEventListener('message', (event) => {
    const height = event.data?.hbwWidgetHeight;
    if (event.origin === src.origin && event.source === frame.contentWindow && Number.isFinite(height))
      frame.style.height = `${Math.ceil(height)}px`;
  });
})();
