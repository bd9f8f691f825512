// The first-party tracking script (issue 13 §4), served as written minus these comment lines and
// the indentation (webforms.script.ts). On a published landing it talks to its own origin
// (/_lp/collect, /_lp/submit); elsewhere to the server its tag was loaded from, with the tag's
// data-site key. Consent: when the page asks for it (data-consent-required on <html> or on the
// tag, or a gtag('consent','default',…) in dataLayer) nothing is stored on the device until
// analytics_storage is granted, and ad click ids are kept only with ad_storage; until then the
// events are cookieless pings with the signals passed through.
(function (w) {
  var P = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];
  // The source this page view carries: its URL parameters, or an outside referrer; else null.
  function touchOf(href, ref, at) {
    var u = new URL(href), t = {}, n = 0, r;
    P.forEach(function (k) {
      var v = u.searchParams.get(k);
      if (v) { t[k] = v.slice(0, 500); n = 1; }
    });
    try { r = ref && new URL(ref).host != u.host ? ref : ''; } catch { r = ''; }
    if (r) { t.referrer = r.slice(0, 2000); n = 1; }
    if (!n) return null;
    t.page = (u.origin + u.pathname).slice(0, 2000);
    t.at = at;
    return t;
  }
  // First touch kept forever, last touch replaced by each new source; click ids only with ads consent.
  function touches(kept, cur, at, ads) {
    if (cur && !ads) { cur = JSON.parse(JSON.stringify(cur)); delete cur.gclid; delete cur.fbclid; }
    var f = kept.f || cur || { at: at };
    return { f: f, l: cur || kept.l || f };
  }
  // Consent Mode v2 signals from gtag-style dataLayer entries, later ones winning.
  function consent(dl, required) {
    var c = { an: !required, ad: !required };
    (dl || []).forEach(function (e) {
      var s = e && e[0] == 'consent' && e[2];
      if (!s) return;
      if (s.analytics_storage) c.an = s.analytics_storage == 'granted';
      if (s.ad_storage) c.ad = s.ad_storage == 'granted';
    });
    return c;
  }
  var d = w.document;
  if (!d) { w.lp = { touchOf: touchOf, touches: touches, consent: consent }; return; }
  var s = d.currentScript, site = s && s.getAttribute('data-site'),
    base = site ? new URL(s.src).origin + '/api/webforms/' : '/_lp/', sfx = site ? '/' + site : '',
    req = d.documentElement.hasAttribute('data-consent-required') || (s && s.hasAttribute('data-consent-required')),
    dl = w.dataLayer = w.dataLayer || [], S, ls, J = JSON.stringify;
  req = req || dl.some(function (e) { return e && e[0] == 'consent'; });
  try { ls = w.localStorage; } catch { ls = 0; }
  function now() { return new Date().toISOString(); }
  // Where the visitor stands: consent, id and touches (stored only once consent allows it).
  function st() {
    var c = consent(dl, req), at = now();
    if (S && S.c.an == c.an && S.c.ad == c.ad) return S;
    S = { c: c, cur: touchOf(location.href, d.referrer, at), t: {} };
    if (c.an && ls) {
      var v = ls.getItem('_lpv'), a = new Uint8Array(16);
      if (!v) {
        crypto.getRandomValues(a);
        v = btoa(String.fromCharCode.apply(0, a)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
        ls.setItem('_lpv', v);
      }
      try { S.t = JSON.parse(ls.getItem('_lpt')) || {}; } catch { S.t = {}; }
      S.t = touches(S.t, S.cur, at, c.ad);
      ls.setItem('_lpt', J(S.t));
      S.v = v;
    }
    return S;
  }
  function sig(b, z, p) {
    b.set(p + 'an', z.c.an ? 'granted' : 'denied');
    b.set(p + 'ad', z.c.ad ? 'granted' : 'denied');
    if (z.v) { b.set(p + 'vid', z.v); b.set(p + 'first', J(z.t.f)); b.set(p + 'last', J(z.t.l)); }
    return b;
  }
  function send(type, x) {
    var z = st(), b = sig(new URLSearchParams(x), z, '');
    b.set('type', type); b.set('url', location.href); b.set('title', d.title.slice(0, 300));
    if (z.cur) b.set('touch', J(z.cur));
    if (!(navigator.sendBeacon && navigator.sendBeacon(base + 'collect' + sfx, b))) fetch(base + 'collect' + sfx, { method: 'POST', body: b, keepalive: true });
  }
  var push = dl.push;
  dl.push = function () {
    var r = push.apply(dl, arguments);
    st();
    return r;
  };
  d.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('[data-lp-cta],.lp-btn,.cta,a[href^="tel:"],a[href^="mailto:"]');
    if (a && a.type != 'submit') send('cta_click', { label: (a.textContent || '').trim().slice(0, 200), href: a.getAttribute('href') || '' });
  }, true);
  d.addEventListener('submit', function (e) {
    var f = e.target, key = f.getAttribute('data-landing-form') || f.getAttribute('data-lp-form'), z = st(), c, l, btn;
    if (!key) return send('form_submit', { label: f.getAttribute('name') || f.id || '' });
    e.preventDefault();
    var b = sig(new URLSearchParams(new FormData(f)), z, '_');
    b.set('_form', key); b.set('_url', location.href);
    if (!z.v && z.cur) b.set('_last', J(z.cur));
    c = f.querySelector('[name=consent]');
    l = c && c.id && d.querySelector('label[for="' + c.id + '"]');
    if (l) b.set('_consent_text', l.textContent.trim());
    btn = f.querySelector('[type=submit]');
    if (btn) btn.disabled = true;
    fetch(base + 'submit' + sfx, { method: 'POST', body: b, headers: { Accept: 'application/json' } }).then(function (r) {
      if (!r.ok) throw r;
      f.reset();
      // Announced for the page's other scripts (the Meta pixel's Lead, integrations/pixel/px.js).
      f.dispatchEvent(new CustomEvent('lp:submitted', { bubbles: true }));
      var ok = f.querySelector('.lp-form-success');
      if (ok) { ok.hidden = false; ok.setAttribute('tabindex', '-1'); ok.focus(); }
    }).catch(function () { f.submit(); }).finally(function () { if (btn) btn.disabled = false; });
  }, true);
  send('page_view');
})(typeof window == 'object' ? window : this);
