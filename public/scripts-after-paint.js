// Runs the page's scripts right after the browser has painted the server-rendered page once, hero image included
// (renderer/document/PaintFirstHead.tsx lists them; their files are already downloading), and React only when the
// page needs it: once one of its React islands (data-react-insel) comes within 400 px of the viewport, the visitor
// touches, clicks or focuses one, or starts using the keyboard (a keyboard user reaches the island by Tab, which need
// not scroll near it first).
(function () {
  var list = document.getElementById('scripts-after-paint');
  if (!list) return;
  var scripts = JSON.parse(list.textContent || '{}');
  var afterPaint = scripts.nachDemMalen || [];
  var react = scripts.react || [];

  function append(sources) {
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false; // in document order, like the deferred scripts they stand in for
      document.head.appendChild(script);
    }
  }

  var reactStarted = false;
  var reactWanted = false;
  function startReact() {
    // Before the site script has been added (it brings the webpack runtime React's chunks need), only noted.
    if (!started) {
      reactWanted = true;
      return;
    }
    if (reactStarted) return;
    reactStarted = true;
    for (var t = 0; t < TRIGGERS.length; t++) document.removeEventListener(TRIGGERS[t], onTrigger, true);
    if (observer) observer.disconnect();
    append(react);
  }

  var TRIGGERS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];
  var ISLAND = '[data-react-insel]';
  var observer = null;
  function onTrigger(event) {
    if (event.type === 'keydown' || (event.target && event.target.closest && event.target.closest(ISLAND))) {
      // The visitor is at work: what waits for the first key or touch (renderer/client/use-near-viewport.ts) must
      // not wait for a second one once React is there.
      document.documentElement.setAttribute('data-besucher-aktiv', '');
      startReact();
    }
  }
  function watchIslands() {
    var islands = document.querySelectorAll(ISLAND);
    // No island (hydrate as a page without islands would), or the visitor has already pressed a key or touched one.
    if (!islands.length || reactWanted) return startReact();
    if (!window.IntersectionObserver) return startReact();
    observer = new IntersectionObserver(
      function (entries) {
        for (var e = 0; e < entries.length; e++) if (entries[e].isIntersecting) return startReact();
      },
      { rootMargin: '400px 0px' },
    );
    for (var i = 0; i < islands.length; i++) observer.observe(islands[i]);
  }

  var started = false;
  // The visitor's first key or touch counts from the start: a keyboard user may press Tab before the paint is done.
  if (react.length) for (var t = 0; t < TRIGGERS.length; t++) document.addEventListener(TRIGGERS[t], onTrigger, true);
  function run() {
    if (started) return;
    started = true;
    append(afterPaint);
    if (react.length) watchIslands();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var waitingFor = 2; // the first paint, and the priority images in view
  function ready() {
    waitingFor -= 1;
    if (waitingFor === 0) run();
  }

  // The first paint's timing entry is reported once the frame is on the screen; where paint timing is
  // missing, a timeout set in a frame callback runs just after the frame's work.
  function afterFirstPaint() {
    if (types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (entries, observer) {
        observer.disconnect();
        ready();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(ready, 0);
      });
    }
  }

  // The priority images in view (renderer/ui/CmsImage.tsx marks them for element timing) are the page's largest
  // content. Text can paint before such an image has arrived or been decoded; scripts that start then would hold
  // the image's frame back. An image that fails to load is never painted: its error counts as done.
  function afterPriorityImagesPainted() {
    var pending = [];
    if (types.indexOf('element') >= 0) {
      var images = document.querySelectorAll('img[elementtiming="priority-image"]');
      for (var i = 0; i < images.length; i++) {
        var box = images[i].getBoundingClientRect(); // empty when hidden at this width
        var inView = box.bottom > box.top && box.right > box.left && box.bottom > 0 && box.right > 0;
        if (inView && box.top < window.innerHeight && box.left < window.innerWidth) pending.push(images[i]);
      }
    }
    var observer;
    function settle(image) {
      var at = pending.indexOf(image);
      if (at < 0) return;
      pending.splice(at, 1);
      if (pending.length > 0) return;
      if (observer) observer.disconnect();
      ready();
    }
    if (pending.length === 0) return ready();
    for (var j = 0; j < pending.length; j++) {
      var image = pending[j];
      if (image.complete && image.naturalWidth === 0) setTimeout(settle.bind(null, image), 0);
      else image.addEventListener('error', settle.bind(null, image));
    }
    observer = new PerformanceObserver(function (entries) {
      var painted = entries.getEntries();
      for (var k = 0; k < painted.length; k++) settle(painted[k].element);
    });
    observer.observe({ type: 'element', buffered: true });
  }

  // A hidden tab paints nothing: there the scripts run at once, and never later than 1 s.
  if (document.visibilityState === 'hidden') run();
  else {
    afterFirstPaint();
    afterPriorityImagesPainted();
    setTimeout(run, 1000);
  }
})();
