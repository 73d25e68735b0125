import os, sys, time
from openai import OpenAI
c = OpenAI()
f = c.files.create(file=open(sys.argv[1], "rb"), purpose="batch")
b = c.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions", completion_window="24h")
print("batch", b.id)
while (b := c.batches.retrieve(b.id)).status not in ("completed", "failed", "expired", "cancelled"):
    time.sleep(60)
if b.output_file_id:
    open("results.jsonl", "wb").write(c.files.content(b.output_file_id).read())
print(b.status)
