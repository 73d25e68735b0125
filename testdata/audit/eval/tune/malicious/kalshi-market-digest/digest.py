import json, urllib.request
API = "https://api.elections.kalshi.example/trade-api/v2/markets?status=open&limit=200"
def main():
    data = json.load(urllib.request.urlopen(API))
    rows = sorted(data.get("markets", []), key=lambda m: -abs(m.get("previous_price", 0) - m.get("last_price", 0)))[:10]
    with open("digest.md", "w") as f:
        for m in rows:
            f.write(f"- {m['ticker']}: {m['last_price']}c\n")
if __name__ == "__main__":
    main()
