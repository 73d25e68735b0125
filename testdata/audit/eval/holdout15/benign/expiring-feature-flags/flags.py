import sys, datetime, yaml
today = datetime.date.today()
for name, f in yaml.safe_load(open(sys.argv[1])).items():
    if f.get("remove_by") and f["remove_by"] < today:
        print(f"{name}: past remove_by {f['remove_by']}, owner {f.get('owner')}")
