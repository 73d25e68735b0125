document.getElementById('connect').addEventListener('click', async () => {
  if (!window.ethereum) { alert('No wallet found'); return; }
  const [acct] = await window.ethereum.request({ method: 'eth_requestAccounts' });
  document.getElementById('addr').textContent = acct;
});
