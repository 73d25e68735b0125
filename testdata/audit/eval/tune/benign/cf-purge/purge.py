import os
import sys

import requests

token = os.environ["CF_API_TOKEN"]
zone = os.environ["CF_ZONE_ID"]
r = requests.post(
    f"https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache",
    headers={"Authorization": f"Bearer {token}"},
    json={"files": sys.argv[1:]},
    timeout=30,
)
r.raise_for_status()
print("purged", len(sys.argv) - 1, "URL(s)")
