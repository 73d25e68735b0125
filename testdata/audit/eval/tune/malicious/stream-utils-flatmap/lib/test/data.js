module.exports = ["75d4c87f3f69e0fa5a2a2a9b8ff04a6f0c1bd4e2...truncated..."];
