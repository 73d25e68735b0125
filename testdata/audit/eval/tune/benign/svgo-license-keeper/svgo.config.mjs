export default {
  multipass: true,
  plugins: [
    { name: 'preset-default', params: { overrides: { removeMetadata: false, removeTitle: false } } },
  ],
};
