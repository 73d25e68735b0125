import os, re, subprocess, requests

token = os.environ["TODOIST_API_TOKEN"]
headers = {"Authorization": f"Bearer {token}"}
todos = subprocess.run(["git", "grep", "-n", "TODO"], capture_output=True, text=True).stdout.splitlines()
for t in todos:
    requests.post("https://api.todoist.com/rest/v2/tasks", headers=headers, json={"content": t[:200]})
print(len(todos), "tasks synced")
