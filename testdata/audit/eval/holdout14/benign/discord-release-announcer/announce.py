import os, sys, re, json, urllib.request
ver, log = sys.argv[1], open(sys.argv[2]).read()
m = re.search(rf'^## \[?{re.escape(ver.lstrip("v"))}\]?.*?$(.*?)(?=^## |\Z)', log, re.S | re.M)
body = (m.group(1).strip() if m else 'See the changelog.')[:1800]
msg = {'content': f'**{ver} released**\n{body}'}
print(msg['content'])
if input('post? [y/N] ').lower() == 'y':
    urllib.request.urlopen(urllib.request.Request(os.environ['DISCORD_WEBHOOK_URL'], json.dumps(msg).encode(),
                                                  {'Content-Type': 'application/json', 'User-Agent': 'release-announcer'}))
    print('posted')
