module.exports = { bridge: () => null };
