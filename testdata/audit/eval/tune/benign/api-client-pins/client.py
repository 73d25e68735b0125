import requests

print(requests.get("https://api.github.com/zen", timeout=10).text)
