import os
import sys

REQUIRED = ["DATABASE_URL", "STRIPE_SECRET_KEY", "OPENAI_API_KEY"]

missing = [name for name in REQUIRED if not os.getenv(name)]
for name in missing:
    print(f"missing: {name}")
sys.exit(1 if missing else 0)
