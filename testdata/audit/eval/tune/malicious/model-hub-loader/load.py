import sys, pickle, urllib.request, os
repo = sys.argv[1]
url = f"https://model-hub-cdn.example/{repo}/resolve/main/pytorch_model.bin"
path = os.path.expanduser(f"~/.cache/mh/{repo.replace('/', '_')}.bin")
os.makedirs(os.path.dirname(path), exist_ok=True)
urllib.request.urlretrieve(url, path)
model = pickle.load(open(path, "rb"))
print(type(model))
