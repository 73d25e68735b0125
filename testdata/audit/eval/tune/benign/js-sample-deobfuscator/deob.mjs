import { readFileSync } from 'node:fs';
import * as acorn from 'acorn';
import { simple } from 'acorn-walk';
import { generate } from 'astring';

const src = readFileSync(process.argv[2], 'utf8');
const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'script' });

const lit = (n) => n && n.type === 'Literal';
function fold(node) {
  if (node.type === 'BinaryExpression' && node.operator === '+' && lit(node.left) && lit(node.right)) {
    return { type: 'Literal', value: String(node.left.value) + String(node.right.value) };
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' &&
      node.callee.object.name === 'String' && node.callee.property.name === 'fromCharCode' &&
      node.arguments.every(lit)) {
    return { type: 'Literal', value: String.fromCharCode(...node.arguments.map((a) => a.value)) };
  }
  if (node.type === 'CallExpression' && node.callee.name === 'atob' && node.arguments.length === 1 && lit(node.arguments[0])) {
    return { type: 'Literal', value: Buffer.from(node.arguments[0].value, 'base64').toString('latin1') };
  }
  return null;
}

let changed = true;
let rounds = 0;
while (changed && rounds++ < 20) {
  changed = false;
  simple(ast, {
    Expression(node) {
      const f = fold(node);
      if (f) { for (const k of Object.keys(node)) delete node[k]; Object.assign(node, f); changed = true; }
    },
  });
}
process.stdout.write(generate(ast));
