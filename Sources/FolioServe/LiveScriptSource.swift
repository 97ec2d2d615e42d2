/// The live script's JavaScript.
extension LiveScript {
    /// The script served at `/_folio/live.js`. It learns the generation its page was served at
    /// (from the page's `Server-Timing: folio-generation` entry, else from the first state the event
    /// stream sends), listens to `/_folio/events`, reloads when a later generation arrives, and
    /// shows the current errors (`overlay`) in a dismissable panel over the page, removed when a
    /// later state has none. A hidden tab lets go of its connection (browsers allow only six per
    /// host) and reconnects when shown. When the stream breaks (the server stopped or restarted),
    /// the browser reconnects every second, and the page reloads once it is back: a new server's
    /// site may differ whatever its generation says.
    public static let source = #"""
    // Folio live preview: reloads the page when the site is rebuilt, shows build errors over it.
    (function () {
      'use strict';
      if (window.__folioLive) return;
      window.__folioLive = true;
      var loaded = null, source = null, retry = null, host = null, shown = null, dismissed = null, broken = false;
      try {
        var navigation = performance.getEntriesByType('navigation')[0];
        var timings = (navigation && navigation.serverTiming) || [];
        for (var i = 0; i < timings.length; i++) {
          if (timings[i].name === 'folio-generation') loaded = parseInt(timings[i].description, 10);
        }
      } catch (error) {}
      if (isNaN(loaded)) loaded = null;

      function hideOverlay() {
        if (host) { host.remove(); host = null; shown = null; }
      }
      function showOverlay(text) {
        if (dismissed === text || shown === text) return;
        hideOverlay();
        host = document.createElement('folio-live-overlay');
        host.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:block;';
        var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
        var style = document.createElement('style');
        style.textContent =
          '.panel{position:fixed;inset:0;overflow:auto;box-sizing:border-box;padding:24px 32px;' +
          'background:rgba(24,24,27,.94);color:#f4f4f5;font:14px/1.5 system-ui,sans-serif;}' +
          '.title{display:flex;justify-content:space-between;align-items:center;gap:16px;' +
          'margin:0 0 12px;color:#fca5a5;font-weight:600;font-size:16px;}' +
          'button{font:inherit;color:#f4f4f5;background:#3f3f46;border:1px solid #71717a;' +
          'border-radius:4px;padding:2px 10px;cursor:pointer;}' +
          'pre{margin:0;white-space:pre-wrap;word-break:break-word;' +
          'font:13px/1.55 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;}';
        var panel = document.createElement('div');
        panel.className = 'panel';
        panel.setAttribute('role', 'alert');
        var title = document.createElement('div');
        title.className = 'title';
        var heading = document.createElement('span');
        heading.textContent = 'Folio: the last build has errors';
        var close = document.createElement('button');
        close.type = 'button';
        close.textContent = 'Dismiss (Esc)';
        close.onclick = function () { dismissed = text; hideOverlay(); };
        var pre = document.createElement('pre');
        pre.textContent = text;
        title.appendChild(heading);
        title.appendChild(close);
        panel.appendChild(title);
        panel.appendChild(pre);
        root.appendChild(style);
        root.appendChild(panel);
        (document.body || document.documentElement).appendChild(host);
        shown = text;
      }
      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape' && host) { dismissed = shown; hideOverlay(); }
      });

      function apply(state) {
        if (loaded === null) loaded = state.generation;
        else if (state.generation !== loaded || broken) { location.reload(); return; }
        if (state.overlay) showOverlay(state.overlay);
        else { dismissed = null; hideOverlay(); }
      }
      function onMessage(event) {
        var state;
        try { state = JSON.parse(event.data); } catch (error) { return; }
        apply(state);
      }
      function disconnect() {
        if (source) { source.close(); source = null; }
        if (retry) { clearTimeout(retry); retry = null; }
      }
      function connect() {
        if (source || document.hidden || typeof EventSource === 'undefined') return;
        source = new EventSource('/_folio/events');
        source.addEventListener('state', onMessage);
        source.addEventListener('reload', onMessage);
        source.onerror = function () {
          broken = true;
          if (source && source.readyState === EventSource.CLOSED) {
            disconnect();
            retry = setTimeout(connect, 1000);
          }
        };
      }
      document.addEventListener('visibilitychange', function () {
        if (document.hidden) disconnect(); else connect();
      });
      window.addEventListener('pagehide', disconnect);
      window.addEventListener('pageshow', connect);
      connect();
    })();
    """#
}
