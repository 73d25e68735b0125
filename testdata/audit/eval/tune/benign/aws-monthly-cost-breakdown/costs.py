import argparse, datetime, boto3
ap = argparse.ArgumentParser()
ap.add_argument("--profile", required=True)
ap.add_argument("--group", default="SERVICE")
a = ap.parse_args()
today = datetime.date.today().replace(day=1)
start = (today - datetime.timedelta(days=1)).replace(day=1)
ce = boto3.Session(profile_name=a.profile).client("ce", region_name="us-east-1")
key = a.group.split(":", 1)
gb = {"Type": "TAG", "Key": key[1]} if key[0] == "TAG" else {"Type": "DIMENSION", "Key": "SERVICE"}
r = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(today)}, Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[gb])
rows = [(g["Keys"][0], float(g["Metrics"]["UnblendedCost"]["Amount"])) for g in r["ResultsByTime"][0]["Groups"]]
for k, v in sorted(rows, key=lambda x: -x[1]):
    print(f"{k:45} ${v:10.2f}")
