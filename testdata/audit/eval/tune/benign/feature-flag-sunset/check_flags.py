import sys, datetime, yaml
flags = yaml.safe_load(open("flags.yaml"))
today = datetime.date.today()
late = [(k, v["owner"]) for k, v in flags.items() if v["sunset"] < today]
for k, o in late:
    print(f"flag {k} (owner {o}) is past its sunset date; remove it")
sys.exit(1 if late else 0)
