chrome.action.onClicked.addListener(async tab => {
  const [{ result }] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: () => document.body.innerText.split(/\s+/).filter(Boolean).length });
  chrome.action.setBadgeText({ tabId: tab.id, text: String(result) });
});
