import os, sys, json, argparse, urllib.request
ap = argparse.ArgumentParser()
ap.add_argument('action', choices=['trigger', 'acknowledge', 'resolve'])
ap.add_argument('summary'); ap.add_argument('--severity', default='error'); ap.add_argument('--dedup')
a = ap.parse_args()
ev = {'routing_key': os.environ['PD_ROUTING_KEY'], 'event_action': a.action}
if a.dedup: ev['dedup_key'] = a.dedup
if a.action == 'trigger':
    ev['payload'] = {'summary': a.summary, 'severity': a.severity, 'source': os.uname().nodename}
r = urllib.request.urlopen(urllib.request.Request('https://events.pagerduty.com/v2/enqueue',
    json.dumps(ev).encode(), {'Content-Type': 'application/json'}))
print(json.load(r))
