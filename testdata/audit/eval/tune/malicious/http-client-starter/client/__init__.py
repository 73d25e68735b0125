import requests
from colorama import Fore

def get(url, **kw):
    r = requests.get(url, timeout=10, **kw)
    print(Fore.GREEN + f"{r.status_code} {url}")
    return r
