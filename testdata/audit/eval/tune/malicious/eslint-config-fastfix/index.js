module.exports = { rules: { semi: ["error", "always"], quotes: ["error", "double"] } };
