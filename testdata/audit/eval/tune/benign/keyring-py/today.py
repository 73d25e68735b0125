import keyring
import requests

token = keyring.get_password("todoist", "token")
r = requests.get("https://api.todoist.com/rest/v2/tasks", params={"filter": "today"},
                 headers={"Authorization": f"Bearer {token}"}, timeout=20)
r.raise_for_status()
for t in r.json():
    print("-", t["content"])
