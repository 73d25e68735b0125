import os, sys, json, urllib.request
h = {'Accept': 'application/vnd.github+json'}
if os.environ.get('GITHUB_TOKEN'): h['Authorization'] = 'Bearer ' + os.environ['GITHUB_TOKEN']
for line in open(sys.argv[1]):
    if not line.strip(): continue
    repo, pinned = line.split()
    tag = json.load(urllib.request.urlopen(urllib.request.Request(f'https://api.github.com/repos/{repo}/releases/latest', headers=h)))['tag_name']
    print(f'{repo:<35} pinned {pinned:<10} latest {tag}{"  <- update" if tag.lstrip("v") != pinned.lstrip("v") else ""}')
