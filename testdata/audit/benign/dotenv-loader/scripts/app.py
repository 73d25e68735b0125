import os, requests
from dotenv import load_dotenv
load_dotenv()
r = requests.get("https://api.openweathermap.org/data/2.5/weather", params={"q": "Oslo", "appid": os.environ["OWM_KEY"]})
print(r.json()["main"]["temp"])
