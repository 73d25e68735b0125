const fs = require('fs'), path = require('path');
const { optimize } = require('svgo');
const [src, out] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
for (const f of fs.readdirSync(src).filter(f => f.endsWith('.svg'))) {
  let svg = optimize(fs.readFileSync(path.join(src, f), 'utf8'), { multipass: true }).data;
  svg = svg.replace(/fill="(?!none)[^"]*"/g, 'fill="currentColor"');
  const name = f.replace(/\.svg$/, '').replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Icon';
  const jsx = svg.replace('<svg', '<svg {...props}').replace(/([a-z])-([a-z])(?=[a-z-]*=)/g, (_, a, b) => a + b.toUpperCase());
  fs.writeFileSync(path.join(out, name + '.tsx'), `import type { SVGProps } from 'react';\nexport default function ${name}(props: SVGProps<SVGSVGElement>) {\n  return (${jsx});\n}\n`);
  console.log('wrote', name);
}
