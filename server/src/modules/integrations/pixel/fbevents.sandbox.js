// The sandbox's stand-in for Meta's fbevents.js (served at /_lp/sandbox/fbevents.js on a
// landing's origin only while the social network is the sandbox): it takes over the fbq queue of
// Meta's base code and sends each tracked event, per initialised pixel, to /_lp/sandbox/tr on the
// same origin, where the sandbox records it as Meta would (the pixel's last fired time).
(function (w) {
  var q = w.fbq, ids = [];
  if (!q) return;
  function send(ev, id) {
    var b = new URLSearchParams({ id: id, ev: String(ev), dl: location.href });
    fetch('/_lp/sandbox/tr', { method: 'POST', body: b, keepalive: true }).catch(function () {});
  }
  q.callMethod = function (cmd, a) {
    if (cmd == 'init' && ids.indexOf(String(a)) < 0) ids.push(String(a));
    else if (cmd == 'track') ids.forEach(function (id) { send(a, id); });
  };
  (q.queue || []).splice(0).forEach(function (args) { q.callMethod.apply(q, args); });
})(window);
