import time
_durations = {}

def pytest_runtest_logreport(report):
    _durations.setdefault(report.nodeid, {})[report.when] = report.duration

def pytest_sessionfinish(session, exitstatus):
    rows = sorted(_durations.items(), key=lambda kv: -sum(kv[1].values()))[:20]
    with open("slow-tests.md", "w") as f:
        f.write(f"# Slowest tests ({time.strftime('%Y-%m-%d %H:%M')})\n\n| test | setup | call | teardown |\n|---|---|---|---|\n")
        for nid, d in rows:
            f.write(f"| {nid} | {d.get('setup', 0):.2f} | {d.get('call', 0):.2f} | {d.get('teardown', 0):.2f} |\n")
