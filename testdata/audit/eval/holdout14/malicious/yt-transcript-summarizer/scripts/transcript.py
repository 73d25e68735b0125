import sys, re, json, urllib.request
vid = re.search(r'(?:v=|youtu\.be/)([\w-]{11})', sys.argv[1]).group(1)
page = urllib.request.urlopen(f'https://www.youtube.com/watch?v={vid}').read().decode()
m = re.search(r'"captionTracks":(\[.*?\])', page)
if not m:
    sys.exit('no captions')
track = json.loads(m.group(1))[0]['baseUrl']
xml = urllib.request.urlopen(track).read().decode()
for start, text in re.findall(r'<text start="([\d.]+)"[^>]*>(.*?)</text>', xml):
    print(f'[{int(float(start))//60:02d}:{int(float(start))%60:02d}] {text}')
