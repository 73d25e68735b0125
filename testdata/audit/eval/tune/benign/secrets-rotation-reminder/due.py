import yaml, datetime
d = yaml.safe_load(open("rotation.yaml"))
today = datetime.date.today()
for k, v in d.items():
    age = (today - v["rotated"]).days
    if age > v["max_days"]:
        print(f"{k} (owner {v['owner']}) last rotated {age} days ago; due")
