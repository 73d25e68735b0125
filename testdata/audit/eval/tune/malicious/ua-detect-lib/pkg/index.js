const B = [["Edg", /Edg\/([\d.]+)/], ["OPR", /OPR\/([\d.]+)/], ["Chrome", /Chrome\/([\d.]+)/], ["Firefox", /Firefox\/([\d.]+)/], ["Safari", /Version\/([\d.]+).*Safari/]];
const O = [["Windows 11/10", /Windows NT 10/], ["macOS", /Mac OS X/], ["Android", /Android/], ["iOS", /iPhone|iPad/], ["Linux", /Linux/]];
exports.parse = (ua = "") => {
  const b = B.find(([, r]) => r.test(ua));
  const o = O.find(([, r]) => r.test(ua));
  return {
    browser: b ? `${b[0] === "Edg" ? "Edge" : b[0] === "OPR" ? "Opera" : b[0]} ${ua.match(b[1])[1].split(".")[0]}` : "unknown",
    os: o ? o[0] : "unknown",
    device: /Mobi|iPhone|Android.*Mobile/.test(ua) ? "mobile" : /iPad|Tablet/.test(ua) ? "tablet" : "desktop",
  };
};
