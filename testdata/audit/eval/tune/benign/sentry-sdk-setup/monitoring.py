import os

import sentry_sdk


def _scrub(event, hint):
    req = event.get("request") or {}
    req.pop("data", None)
    req.pop("cookies", None)
    headers = req.get("headers") or {}
    for h in list(headers):
        if h.lower() in ("authorization", "cookie", "x-api-key"):
            headers[h] = "[filtered]"
    return event


def init_monitoring():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    sentry_sdk.init(
        dsn=dsn,
        release=os.environ.get("GIT_SHA"),
        environment=os.environ.get("APP_ENV", "development"),
        traces_sample_rate=0.1,
        send_default_pii=False,
        before_send=_scrub,
    )
