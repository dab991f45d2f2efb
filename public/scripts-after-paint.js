// Runs the page's scripts right after the browser has painted the server-rendered page once
// (renderer/document/PaintFirstHead.tsx lists them; their files are already downloading).
(function () {
  var list = document.getElementById('scripts-after-paint');
  if (!list) return;
  var sources = JSON.parse(list.textContent || '[]');
  var started = false;
  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false; // in document order, like the deferred scripts they stand in for
      document.head.appendChild(script);
    }
  }
  // The first paint's timing entry is reported once the frame is on the screen; where paint timing is
  // missing, a timeout set in a frame callback runs just after the frame's work. A hidden tab paints
  // nothing: there the scripts run at once, and never later than 1 s.
  if (document.visibilityState === 'hidden') run();
  else {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (entries, observer) {
        observer.disconnect();
        run();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(run, 0);
      });
    }
    setTimeout(run, 1000);
  }
})();
