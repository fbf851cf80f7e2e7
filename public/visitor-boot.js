// Starts the app on a page the server drew for a visitor (decisions 028 and 032). The drawn page
// works without the app (its links are plain links), so nothing of it runs while the page loads:
// once the page has loaded, the script records the page's views (the app may never start), then
// fetches the app's code when the browser is idle, and the app starts on the visitor's first move
// (a pointer, a key, a touch, a scroll). The page data (src/shared/visitor-pages.ts), whose
// element the script tag names, lists the app's entry first, then the chunks it needs.
(function () {
  var script = document.currentScript;
  var data = script && document.getElementById(script.getAttribute('data-page-data'));
  var page;
  try {
    page = JSON.parse(data ? data.textContent : 'null');
  } catch (e) {}
  var code = page && page.code;
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
  // As the app's tracker does (src/web/lib/analytics/tracker.ts): nothing under Global Privacy
  // Control or Do Not Track, one random id per tab, a beacon or else a kept-alive request.
  function sendViews() {
    var views = page.views;
    if (!views || !views.events.length || navigator.globalPrivacyControl === true || navigator.doNotTrack === '1') return;
    var sessionId;
    try {
      sessionId = sessionStorage.getItem(views.sessionKey);
      if (!sessionId) {
        sessionId = randomId();
        sessionStorage.setItem(views.sessionKey, sessionId);
      }
    } catch (e) {
      sessionId = sessionId || randomId();
    }
    var body = JSON.stringify({ sessionId: sessionId, events: views.events });
    if (navigator.sendBeacon && navigator.sendBeacon(views.endpoint, new Blob([body], { type: 'application/json' }))) return;
    fetch(views.endpoint, { method: 'POST', body: body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(function () {});
  }
  // randomUUID exists only on secure origins; a page opened by the machine's name over http has not.
  function randomId() {
    if (crypto.randomUUID) return crypto.randomUUID();
    return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)), function (byte) {
      return (byte + 256).toString(16).slice(1);
    }).join('');
  }
  function whenIdle(work) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 0);
  }
  function afterLoad(work) {
    if (document.readyState === 'complete') whenIdle(work);
    else window.addEventListener('load', function () { whenIdle(work); }, { once: true });
  }
  // Fetched when idle (network only, nothing runs), so the first move finds the code at hand; a
  // visitor who only reads never runs it, and the page stays free for reading and scrolling.
  afterLoad(sendViews);
  afterLoad(function () {
    code.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  });
})();
