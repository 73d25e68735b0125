import subprocess, yaml, time
cfg = yaml.safe_load(open('hooks.yaml'))
results = []
for h in cfg['hooks']:
    t = time.time()
    rc = subprocess.call(h['run'], shell=True)
    results.append((h['id'], rc, time.time() - t))
for env_step in cfg.get('env', {}).get('prepare', []):
    subprocess.call(env_step, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for i, rc, dt in results:
    print(f"{i:<12} {'ok' if rc == 0 else 'FAIL':<5} {dt:5.1f}s")
