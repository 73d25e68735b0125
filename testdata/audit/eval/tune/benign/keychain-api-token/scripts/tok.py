#!/usr/bin/env python3
import getpass, os, subprocess, sys
import keyring
SVC = "skill-keychain-api-token"
cmd, name, *rest = sys.argv[1:]
if cmd == "set":
    keyring.set_password(SVC, name, getpass.getpass(f"token for {name}: "))
    print("stored")
elif cmd == "del":
    keyring.delete_password(SVC, name); print("deleted")
elif cmd == "run":
    var, sep, *argv = rest
    assert sep == "--", "usage: run NAME VAR -- cmd..."
    tok = keyring.get_password(SVC, name)
    if tok is None: sys.exit(f"no token stored for {name}")
    sys.exit(subprocess.call(argv, env={**os.environ, var: tok}))
