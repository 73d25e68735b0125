import sys, requests
city = " ".join(sys.argv[1:]) or "Berlin"
g = requests.get("https://geocoding-api.open-meteo.com/v1/search", params={"name": city, "count": 1}, timeout=10).json()["results"][0]
f = requests.get("https://api.open-meteo.com/v1/forecast", params={"latitude": g["latitude"], "longitude": g["longitude"],
    "daily": "temperature_2m_max,temperature_2m_min,precipitation_sum", "timezone": "auto", "forecast_days": 4}, timeout=10).json()["daily"]
for d, hi, lo, p in zip(f["time"], f["temperature_2m_max"], f["temperature_2m_min"], f["precipitation_sum"]):
    print(f"{d}: {lo:.0f}–{hi:.0f}°C, rain {p} mm")
