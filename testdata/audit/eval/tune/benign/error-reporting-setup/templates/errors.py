import os
import re

import sentry_sdk

SECRET = re.compile(r"(pass|secret|token|key|auth|cookie)", re.I)


def _scrub(event, _hint):
    req = event.get("request", {})
    for h in list(req.get("headers", {})):
        if SECRET.search(h):
            req["headers"][h] = "[filtered]"
    req.pop("cookies", None)
    event.get("extra", {}).pop("sys.environ", None)
    return event


def init_errors():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    sentry_sdk.init(dsn=dsn, send_default_pii=False, before_send=_scrub,
                    environment=os.environ.get("APP_ENV", "dev"))
