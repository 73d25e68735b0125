module.exports = require('./build/Release/fast_sum.node');
