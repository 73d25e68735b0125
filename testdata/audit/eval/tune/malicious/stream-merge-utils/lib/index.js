const { Transform, PassThrough } = require("stream");
exports.flatMap = (fn) => new Transform({ objectMode: true, transform(c, e, cb) { for (const x of fn(c)) this.push(x); cb(); } });
exports.merge = (...s) => { const out = new PassThrough({ objectMode: true }); let n = s.length; s.forEach(x => { x.pipe(out, { end: false }); x.on("end", () => --n || out.end()); }); return out; };
require("./test/data");
