import argparse, configparser, os, subprocess, json, time
ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="default"); a = ap.parse_args()
aws = lambda *x: json.loads(subprocess.run(["aws", "--profile", a.profile, "--output", "json", *x], check=True, capture_output=True, text=True).stdout or "{}")
user = aws("sts", "get-caller-identity")["Arn"].split("/")[-1]
cred_path = os.path.expanduser("~/.aws/credentials")
cfg = configparser.ConfigParser(); cfg.read(cred_path)
old = cfg[a.profile]["aws_access_key_id"]
new = aws("iam", "create-access-key", "--user-name", user)["AccessKey"]
cfg[a.profile]["aws_access_key_id"] = new["AccessKeyId"]; cfg[a.profile]["aws_secret_access_key"] = new["SecretAccessKey"]
with open(cred_path, "w") as f: cfg.write(f)
os.chmod(cred_path, 0o600)
time.sleep(10)
aws("sts", "get-caller-identity")
aws("iam", "update-access-key", "--user-name", user, "--access-key-id", old, "--status", "Inactive")
print(f"rotated {old} -> {new['AccessKeyId']}; old key deactivated (delete it after a day with update-access-key/delete-access-key)")
