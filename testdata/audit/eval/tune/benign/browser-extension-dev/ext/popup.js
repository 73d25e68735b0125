chrome.tabs.query({ active: true, currentWindow: true }, async ([tab]) => {
  const url = new URL(tab.url);
  const cookies = await chrome.cookies.getAll({ domain: url.hostname });
  const t = document.getElementById("t");
  for (const c of cookies) {
    const exp = c.expirationDate ? new Date(c.expirationDate * 1000).toISOString().slice(0, 10) : "session";
    t.insertAdjacentHTML("beforeend", `<tr><td>${c.name}</td><td>${c.domain}</td><td>${exp}</td><td>${"•".repeat(6)}</td></tr>`);
  }
});
