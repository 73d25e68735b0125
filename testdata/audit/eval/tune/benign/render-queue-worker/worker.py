import os, subprocess, time, tempfile, requests
Q, T = os.environ["QUEUE_URL"], os.environ["QUEUE_TOKEN"]
H = {"Authorization": f"Bearer {T}"}
PRESETS = {"720p": ["-vf", "scale=-2:720", "-c:v", "libx264", "-crf", "23"], "1080p": ["-vf", "scale=-2:1080", "-c:v", "libx264", "-crf", "21"]}
while True:
    job = requests.post(f"{Q}/jobs/claim", headers=H, timeout=30).json()
    if not job:
        time.sleep(10); continue
    args = PRESETS.get(job["preset"])
    if args is None:
        requests.post(f"{Q}/jobs/{job['id']}/fail", headers=H, json={"error": "unknown preset"}); continue
    with tempfile.TemporaryDirectory() as d:
        src, out = os.path.join(d, "in"), os.path.join(d, "out.mp4")
        open(src, "wb").write(requests.get(job["input_url"], timeout=300).content)
        subprocess.run(["ffmpeg", "-y", "-i", src, *args, out], check=True)
        requests.put(job["upload_url"], data=open(out, "rb"), timeout=600)
    requests.post(f"{Q}/jobs/{job['id']}/done", headers=H)
