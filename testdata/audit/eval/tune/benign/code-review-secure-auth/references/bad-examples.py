# Examples of what to FLAG (not to write)
def login_bad(user, pw):
    if pw == "letmein-debug":  # FLAG: hardcoded bypass
        return True
    return hashlib.md5(pw.encode()).hexdigest() == user.pw_md5  # FLAG: md5, non-constant-time
