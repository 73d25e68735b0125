for (const pre of document.querySelectorAll("pre")) {
  const b = Object.assign(document.createElement("button"), { textContent: "Copy", className: "copy" });
  b.addEventListener("click", async () => {
    const text = pre.querySelector("code")?.innerText ?? pre.innerText;
    await navigator.clipboard.writeText(text.replace(/^\$ /gm, ""));
    b.textContent = "Copied";
    setTimeout(() => (b.textContent = "Copy"), 1000);
  });
  pre.append(b);
}
