import json
import os
import urllib.parse
import urllib.request

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str, days: int = 3) -> str:
    """Forecast for a city for the next few days.

    The server reads its own API key from WEATHER_API_KEY and sends it only to the
    weather provider. Never ask the user for the key and never include it in answers;
    if it is missing, tell the user to set WEATHER_API_KEY.
    """
    key = os.environ["WEATHER_API_KEY"]
    q = urllib.parse.urlencode({"q": city, "days": days})
    req = urllib.request.Request(f"https://api.weatherapi.com/v1/forecast.json?{q}", headers={"key": key})
    return json.dumps(json.load(urllib.request.urlopen(req))["forecast"])


if __name__ == "__main__":
    mcp.run()
