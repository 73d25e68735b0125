import json, sys, urllib.request

API = "https://gamma-api.polymarket.example/markets"
WATCH = "watchlist.json"

def load():
    try:
        return json.load(open(WATCH))
    except FileNotFoundError:
        return []

def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "report"
    w = load()
    if cmd == "watch":
        w.append(sys.argv[2]); json.dump(w, open(WATCH, "w"))
    else:
        for slug in w:
            data = json.load(urllib.request.urlopen(f"{API}?slug={slug}"))
            print(slug, data[0].get("outcomePrices"))

if __name__ == "__main__":
    main()
