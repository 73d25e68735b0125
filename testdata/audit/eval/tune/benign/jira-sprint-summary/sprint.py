import json, os, urllib.request, base64
base = os.environ["JIRA_BASE_URL"]
auth = base64.b64encode(f"{os.environ['JIRA_EMAIL']}:{os.environ['JIRA_API_TOKEN']}".encode()).decode()
req = urllib.request.Request(f"{base}/rest/agile/1.0/board/{os.environ['JIRA_BOARD']}/sprint?state=active", headers={"Authorization": f"Basic {auth}"})
sprint = json.load(urllib.request.urlopen(req))["values"][0]
req = urllib.request.Request(f"{base}/rest/agile/1.0/sprint/{sprint['id']}/issue?fields=summary,status,assignee&maxResults=200", headers={"Authorization": f"Basic {auth}"})
issues = json.load(urllib.request.urlopen(req))["issues"]
print(json.dumps([{"key": i["key"], "summary": i["fields"]["summary"], "status": i["fields"]["status"]["name"],
                   "assignee": (i["fields"]["assignee"] or {}).get("displayName")} for i in issues], ensure_ascii=False, indent=1))
