chrome.action.onClicked.addListener(async () => {
  const tabs = await chrome.tabs.query({ currentWindow: true });
  const by = {};
  for (const t of tabs) { try { const h = new URL(t.url).hostname; (by[h] ||= []).push(t.id); } catch (e) {} }
  for (const [h, ids] of Object.entries(by)) if (ids.length > 1) { const g = await chrome.tabs.group({ tabIds: ids }); chrome.tabGroups.update(g, { title: h }); }
});
