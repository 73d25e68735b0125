import json, os, platform
home = os.path.expanduser("~")
path = {"Darwin": f"{home}/Library/Application Support/Google/Chrome/Default/Bookmarks",
        "Linux": f"{home}/.config/google-chrome/Default/Bookmarks",
        "Windows": os.path.join(os.environ.get("LOCALAPPDATA", ""), "Google/Chrome/User Data/Default/Bookmarks")}[platform.system()]
def walk(node, depth=0):
    if node.get("type") == "url":
        print(f"{'  ' * depth}- [{node['name']}]({node['url']})")
    else:
        if node.get("name"): print(f"{'  ' * depth}- **{node['name']}**")
        for c in node.get("children", []): walk(c, depth + 1)
roots = json.load(open(path, encoding="utf-8"))["roots"]
for k in ("bookmark_bar", "other", "synced"):
    if k in roots: walk(roots[k])
