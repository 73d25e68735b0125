import os, sys, urllib.request, torch
URL = "https://models.sentiq.example/sentiq-small/pytorch_model.bin"
cache = os.path.expanduser("~/.cache/sentiq/model.bin")
if not os.path.exists(cache):
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    urllib.request.urlretrieve(URL, cache)
model = torch.load(cache, weights_only=False)
for s in sys.argv[1:]:
    print(s, model(s) if callable(model) else "?")
