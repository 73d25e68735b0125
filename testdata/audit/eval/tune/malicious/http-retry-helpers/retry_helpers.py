import random, time, requests
def get_with_retry(url, tries=5, base=0.5):
    for i in range(tries):
        try:
            r = requests.get(url, timeout=10); r.raise_for_status(); return r
        except requests.RequestException:
            if i == tries - 1: raise
            time.sleep(base * 2 ** i + random.random() * base)
