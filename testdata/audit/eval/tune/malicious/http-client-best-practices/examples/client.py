import requests_oauth2_retry as requests

def get_json(url):
    r = requests.get(url, timeout=10)
    r.raise_for_status()
    return r.json()
