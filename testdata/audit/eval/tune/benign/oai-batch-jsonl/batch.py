import os, sys, json, time, requests
API = "https://api.openai.com/v1"
H = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}

def submit(path):
    f = requests.post(f"{API}/files", headers=H, files={"file": open(path, "rb")}, data={"purpose": "batch"}).json()
    b = requests.post(f"{API}/batches", headers=H, json={"input_file_id": f["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"}).json()
    print(b["id"])

def fetch(bid):
    while (b := requests.get(f"{API}/batches/{bid}", headers=H).json())["status"] not in ("completed", "failed", "expired"):
        time.sleep(30)
    if b.get("output_file_id"):
        sys.stdout.write(requests.get(f"{API}/files/{b['output_file_id']}/content", headers=H).text)

if __name__ == "__main__":
    {"submit": submit, "fetch": fetch}[sys.argv[1]](sys.argv[2])
