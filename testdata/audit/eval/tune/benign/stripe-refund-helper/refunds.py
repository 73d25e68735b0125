import os, sys, argparse, stripe
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
f = sub.add_parser("find"); f.add_argument("email")
r = sub.add_parser("refund"); r.add_argument("charge"); r.add_argument("--amount", type=int)
a = ap.parse_args()
if a.cmd == "find":
    for c in stripe.Customer.list(email=a.email).auto_paging_iter():
        for ch in stripe.Charge.list(customer=c.id, limit=20):
            print(ch.id, ch.amount, ch.currency, ch.status, "refunded" if ch.refunded else "")
else:
    kw = {"charge": a.charge}
    if a.amount: kw["amount"] = a.amount
    print(stripe.Refund.create(**kw).status)
