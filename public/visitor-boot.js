// Starts the app on a page the server drew for a visitor (decision 028). The drawn page works
// without the app (its links are plain links), so nothing of it is fetched or run while the page
// loads: its code is fetched once the page has loaded and the browser is idle, and the app starts
// on the visitor's first move (a pointer, a key, a touch, a scroll) or, failing one, once idle.
// The page data (src/shared/visitor-pages.ts), whose element the script tag names, lists the
// app's entry first, then the chunks it needs.
(function () {
  var script = document.currentScript;
  var data = script && document.getElementById(script.getAttribute('data-page-data'));
  var code;
  try {
    code = JSON.parse(data ? data.textContent : 'null').code;
  } catch (e) {}
  if (!code || !code.length) return;
  var moves = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var options = { capture: true, passive: true };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    moves.forEach(function (type) {
      window.removeEventListener(type, start, options);
    });
    load();
  }
  // The drawn page works without the app, so a failed load leaves it usable. Offline, the app is
  // loaded again when the connection returns. Online, the page most likely outlived a release
  // that replaced its code: it is fetched again, once per tab and page, with the new code's names.
  function load() {
    import(code[0]).catch(function () {
      if (navigator.onLine === false) {
        window.addEventListener('online', load, { once: true });
        return;
      }
      var key = 'flightdeck-reloaded:' + location.pathname;
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch (e) {
        return;
      }
      location.reload();
    });
  }
  moves.forEach(function (type) {
    window.addEventListener(type, start, options);
  });
  function whenIdle(work) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 0);
  }
  function afterLoad(work) {
    if (document.readyState === 'complete') whenIdle(work);
    else window.addEventListener('load', function () { whenIdle(work); }, { once: true });
  }
  // Fetch first (network only, nothing runs), start at the next idle moment: the page stays
  // responsive while the code arrives, and a visitor who never moves still gets the app.
  afterLoad(function () {
    code.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    whenIdle(start);
  });
})();
