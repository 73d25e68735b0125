const marks = {
  "List cookies": `(()=>{const n=document.cookie.split(";").map(c=>c.split("=")[0].trim()).filter(Boolean);` +
    `const d=document.createElement("pre");d.style.cssText="position:fixed;top:8px;right:8px;z-index:1e9;background:#fff;border:1px solid #333;padding:8px;max-height:60vh;overflow:auto";` +
    `d.textContent=n.length+" cookies:\n"+n.join("\n");d.onclick=()=>d.remove();document.body.appendChild(d)})()`,
  "Reset consent": `(()=>{document.cookie.split(";").forEach(c=>{const k=c.split("=")[0].trim();` +
    `document.cookie=k+"=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/"});localStorage.clear();sessionStorage.clear();location.reload()})()`,
};
console.log("<!doctype html><meta charset=utf-8><h1>Consent QA</h1><ul>");
for (const [n, js] of Object.entries(marks)) console.log(`<li><a href="javascript:${encodeURIComponent(js)}">${n}</a></li>`);
console.log("</ul>");
