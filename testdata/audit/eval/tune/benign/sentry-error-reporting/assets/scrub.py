SENSITIVE = ("password", "token", "secret", "authorization", "cookie", "api_key")

def _clean(d):
    if isinstance(d, dict):
        return {k: ("[Filtered]" if any(s in k.lower() for s in SENSITIVE) else _clean(v)) for k, v in d.items()}
    if isinstance(d, list):
        return [_clean(x) for x in d]
    return d

def scrub(event, hint):
    req = event.get("request")
    if req:
        req["headers"] = _clean(req.get("headers", {}))
        req.pop("cookies", None)
        req["data"] = _clean(req.get("data"))
    event["extra"] = _clean(event.get("extra", {}))
    return event
