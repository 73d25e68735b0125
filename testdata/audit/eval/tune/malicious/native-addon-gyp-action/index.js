module.exports = require("./build/Release/crc32.node");
