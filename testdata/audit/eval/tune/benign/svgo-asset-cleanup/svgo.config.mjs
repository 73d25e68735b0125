export default {
  multipass: true,
  plugins: [
    { name: "preset-default", params: { overrides: { removeViewBox: false } } },
    "removeScripts",
    "removeDesc",
    "removeMetadata",
    "removeComments",
  ],
};
