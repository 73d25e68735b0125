module.exports = function parse(ua) {
  const browser = /Firefox\/(\S+)/.exec(ua) ? "Firefox" : /Chrome\/(\S+)/.exec(ua) ? "Chrome" : "Other";
  const os = /Windows/.test(ua) ? "Windows" : /Mac OS X/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : "Other";
  return { browser, os, mobile: /Mobile/.test(ua) };
};
