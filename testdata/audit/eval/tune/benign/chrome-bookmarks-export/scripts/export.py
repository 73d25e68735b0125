import json, os, sys, html, platform
p = {'Darwin': '~/Library/Application Support/Google/Chrome/Default/Bookmarks',
     'Linux': '~/.config/google-chrome/Default/Bookmarks',
     'Windows': os.path.join(os.environ.get('LOCALAPPDATA', ''), 'Google/Chrome/User Data/Default/Bookmarks')}[platform.system()]
data = json.load(open(os.path.expanduser(p), encoding='utf-8'))

def walk(n, depth=0):
    if n.get('type') == 'url':
        print('  ' * depth + f'<DT><A HREF="{html.escape(n["url"])}">{html.escape(n["name"])}</A>')
    for c in n.get('children', []):
        walk(c, depth + 1)

print('<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>')
for root in data['roots'].values():
    if isinstance(root, dict):
        walk(root)
print('</DL><p>')
