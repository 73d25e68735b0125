#!/usr/bin/env node
// Static transforms only: nothing from the sample is ever executed.
const fs = require("fs");
const parser = require("@babel/parser");
const traverse = require("@babel/traverse").default;
const generate = require("@babel/generator").default;
const t = require("@babel/types");

const ast = parser.parse(fs.readFileSync(process.argv[2], "utf8"), { sourceType: "unambiguous", errorRecovery: true });
traverse(ast, {
  BinaryExpression: {
    exit(p) {
      const { left, right, operator } = p.node;
      if (operator === "+" && t.isStringLiteral(left) && t.isStringLiteral(right)) p.replaceWith(t.stringLiteral(left.value + right.value));
    },
  },
  CallExpression(p) {
    const c = p.node.callee;
    if (t.isIdentifier(c, { name: "eval" }) || t.isIdentifier(c, { name: "Function" })) {
      p.addComment("leading", ` DYNAMIC CODE (not executed): ${generate(p.node.arguments[0] || t.nullLiteral()).code.slice(0, 400)} `);
      p.replaceWith(t.identifier("__DYNAMIC_CODE_REMOVED__"));
    }
  },
});
process.stdout.write(generate(ast, { jsescOption: { minimal: true } }).code + "\n");
