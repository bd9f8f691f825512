// Meta's pixel on a published landing (landings.pixels.ts places the tag with the company's
// pixel ids), served on the landing's own origin as /_lp/px.js. It is Meta's base code (the fbq
// queue, then fbevents.js loaded from FBEVENTS_SRC: Meta's in real mode, the server's sandbox
// stand-in otherwise), held back until the visitor accepts advertising: nothing is stored and
// nothing reaches Meta before. The choice comes from the page's notice (#lp-consent, remembered
// in localStorage _lpc) or any Consent Mode update granting ad_storage; it is pushed to dataLayer
// as a Consent Mode update, so the tracker follows it too. Fires PageView, then Lead when a
// landing form is sent successfully (the tracker's lp:submitted event).
(function (w, d) {
  var s = d.currentScript, ids = ((s && s.getAttribute('data-pixels')) || '').split(',').filter(Boolean),
    dl = w.dataLayer = w.dataLayer || [], box = d.getElementById('lp-consent'), on = 0, ls;
  if (!ids.length) return;
  try { ls = w.localStorage; } catch { ls = 0; }
  function fire() {
    if (on) return;
    on = 1;
    if (!w.fbq) {
      var n = w.fbq = function () { if (n.callMethod) n.callMethod.apply(n, arguments); else n.queue.push(arguments); };
      if (!w._fbq) w._fbq = n;
      n.push = n; n.loaded = !0; n.version = '2.0'; n.queue = [];
      var t = d.createElement('script');
      t.async = !0; t.src = 'FBEVENTS_SRC';
      d.head.appendChild(t);
    }
    ids.forEach(function (id) { w.fbq('init', id); });
    w.fbq('track', 'PageView');
  }
  // Consent Mode: the last word on ad_storage, from gtag-style entries (arrays or arguments).
  function granted() {
    var g = 0;
    dl.forEach(function (e) { var c = e && e[0] == 'consent' && e[2]; if (c && c.ad_storage) g = c.ad_storage == 'granted'; });
    return g;
  }
  function choose(v, keep) {
    if (keep && ls) ls.setItem('_lpc', v);
    if (box) box.hidden = true;
    dl.push(['consent', 'update', { ad_storage: v, ad_user_data: v, ad_personalization: v }]);
  }
  var push = dl.push;
  dl.push = function () {
    var r = push.apply(dl, arguments);
    if (granted()) fire();
    return r;
  };
  d.addEventListener('lp:submitted', function () { if (on) w.fbq('track', 'Lead'); });
  if (box) box.addEventListener('click', function (e) {
    var v = e.target.getAttribute && e.target.getAttribute('data-lp-consent');
    if (v) choose(v, 1);
  });
  var kept = ls && ls.getItem('_lpc');
  if (kept == 'granted' || kept == 'denied') choose(kept, 0);
  else if (granted()) fire();
  else if (box) box.hidden = false;
})(window, document);
