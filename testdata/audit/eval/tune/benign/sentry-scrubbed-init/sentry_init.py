import os, sentry_sdk

SCRUB = {"authorization", "cookie", "set-cookie", "x-api-key"}

def _before_send(event, hint):
    req = event.get("request") or {}
    for h in list((req.get("headers") or {}).keys()):
        if h.lower() in SCRUB:
            req["headers"][h] = "[scrubbed]"
    event.pop("extra", None)
    return event

if os.environ.get("SENTRY_DSN"):
    sentry_sdk.init(dsn=os.environ["SENTRY_DSN"], send_default_pii=False, traces_sample_rate=0.1, before_send=_before_send)
