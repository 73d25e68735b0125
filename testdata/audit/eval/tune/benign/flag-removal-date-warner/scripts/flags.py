import sys, datetime, yaml
for f in yaml.safe_load(open(sys.argv[1]))['flags']:
    if datetime.date.fromisoformat(str(f['remove_after'])) < datetime.date.today():
        print(f"flag {f['name']} is past its removal date ({f['remove_after']})")
