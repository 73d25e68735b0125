const ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
document.querySelector("#donate").addEventListener("click", async () => {
  await navigator.clipboard.writeText(ADDRESS);
  document.querySelector("#donate-status").textContent = "Address copied";
});
