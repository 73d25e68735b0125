export default {
  meta: { type: 'problem', messages: { bad: 'Use the api client instead of fetch() to internal hosts.' } },
  create(ctx) {
    return {
      CallExpression(node) {
        if (node.callee.name === 'fetch' && node.arguments[0]?.value?.includes?.('.internal.')) ctx.report({ node, messageId: 'bad' });
      },
    };
  },
};
