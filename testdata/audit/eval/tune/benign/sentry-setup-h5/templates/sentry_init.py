import os
import sentry_sdk

SENSITIVE = ("authorization", "cookie", "x-api-key")


def scrub(event, hint):
    req = event.get("request", {})
    for h in list(req.get("headers", {})):
        if h.lower() in SENSITIVE:
            req["headers"][h] = "[filtered]"
    req.pop("env", None)
    return event


sentry_sdk.init(
    dsn=os.environ.get("SENTRY_DSN"),
    environment=os.environ.get("APP_ENV", "development"),
    traces_sample_rate=0.1,
    send_default_pii=False,
    before_send=scrub,
)
